-- /admin/settings stops being a placeholder: the Vitrine's own contact, the one every storefront page's footer and
-- the help page show (product.md §2 Configurações). One row everyone reads; an administrator whose permissions
-- allow settings.edit changes it (the Admin preset only reads it).

create table public.contato_plataforma (
  -- a single row: the primary key can only be true
  id boolean primary key default true check (id),
  email text not null default 'contato@vitrine.com.br'
    check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- '(31) 99999-8888' as the forms store phones; null: the footer shows no WhatsApp
  whatsapp text check (whatsapp ~ '^\([1-9][0-9]\) [0-9]{4,5}-[0-9]{4}$'),
  -- when the team answers, as the footer says it: 'de segunda a sábado, das 8h às 20h'
  horario text not null default 'de segunda a sábado, das 8h às 20h'
    check (length(horario) between 3 and 80 and horario = btrim(horario)),
  updated_at timestamptz not null default now()
);

comment on table public.contato_plataforma is
  'O contato da Vitrine (uma linha): e-mail, WhatsApp e horário de atendimento que o rodapé e a ajuda mostram.';

create trigger contato_plataforma_set_updated_at
before update on public.contato_plataforma
for each row execute function private.set_updated_at();

insert into public.contato_plataforma default values on conflict do nothing;

revoke all on table public.contato_plataforma from anon, authenticated, public;
grant select on table public.contato_plataforma to anon, authenticated;
grant update (email, whatsapp, horario) on table public.contato_plataforma to authenticated;
grant all on table public.contato_plataforma to service_role;

alter table public.contato_plataforma enable row level security;

create policy "Todos leem o contato da Vitrine"
on public.contato_plataforma for select to anon, authenticated
using (true);

create policy "Administradores com settings.edit editam o contato da Vitrine"
on public.contato_plataforma for update to authenticated
using ((select private.tem_permissao('settings', 'edit')))
with check ((select private.tem_permissao('settings', 'edit')));
