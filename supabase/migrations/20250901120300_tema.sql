-- The site's theme (product.md §3 Theme): one row the root layout turns into CSS variables on every page.
-- Everyone reads it (it styles the public pages); administrators change it through the back office's server
-- action, which refuses colour pairs under WCAG AA contrast before it writes (lib/theme/contrast.ts).
--
-- The column defaults are the default theme, so 'Restaurar padrão' (public.restaurar_tema_padrao) and a new
-- project read them from one place: product.md §9's colours, except the primary, #1565C0 instead of #1E88E5:
-- white button text on #1E88E5 is 3.7:1 and #1E88E5 as link text on white too, under AA's 4.5:1, so the
-- contrast check would refuse the specification's own primary (README: the buttons' #1565C0).

create table public.tema (
  -- a single row: the primary key can only be true
  id boolean primary key default true check (id),
  cor_primaria text not null default '#1565C0' check (cor_primaria ~ '^#[0-9A-Fa-f]{6}$'),
  cor_secundaria text not null default '#E3F2FD' check (cor_secundaria ~ '^#[0-9A-Fa-f]{6}$'),
  cor_destaque text not null default '#0D47A1' check (cor_destaque ~ '^#[0-9A-Fa-f]{6}$'),
  cor_fundo text not null default '#FFFFFF' check (cor_fundo ~ '^#[0-9A-Fa-f]{6}$'),
  cor_texto text not null default '#1F2937' check (cor_texto ~ '^#[0-9A-Fa-f]{6}$'),
  -- pictures under public/, never a remote URL
  logo text not null default '/icon.svg' check (logo ~ '^/[a-z0-9/_.-]+\.(svg|webp|png)$' and logo !~ '\.\.'),
  favicon text not null default '/icon.svg' check (favicon ~ '^/[a-z0-9/_.-]+\.(svg|webp|png)$' and favicon !~ '\.\.'),
  estilo_cabecalho text not null default 'solido' check (estilo_cabecalho in ('solido', 'gradiente', 'transparente')),
  -- 0 to 24 px, in rem or px
  raio_borda text not null default '0.75rem' check (raio_borda ~ '^(0|[1-9][0-9]?)(\.[0-9]{1,4})?(rem|px)$'),
  updated_at timestamptz not null default now()
);

comment on table public.tema is 'O tema da vitrine (uma linha): cores, logo, favicon, estilo do cabeçalho e arredondamento.';

create trigger tema_set_updated_at
before update on public.tema
for each row execute function private.set_updated_at();

insert into public.tema default values on conflict do nothing;

revoke all on table public.tema from anon, authenticated, public;
grant select on table public.tema to anon, authenticated;
grant update (
  cor_primaria, cor_secundaria, cor_destaque, cor_fundo, cor_texto, logo, favicon, estilo_cabecalho, raio_borda
) on table public.tema to authenticated;
grant all on table public.tema to service_role;

alter table public.tema enable row level security;

create policy "Todos leem o tema"
on public.tema for select to anon, authenticated
using (true);

create policy "Administradores editam o tema"
on public.tema for update to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));

-- 'Restaurar padrão': the row back to the column defaults, as the caller (RLS decides: only an administrator's
-- update matches the row). True when the theme was restored.
create or replace function public.restaurar_tema_padrao() returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.tema set
    cor_primaria = default, cor_secundaria = default, cor_destaque = default, cor_fundo = default,
    cor_texto = default, logo = default, favicon = default, estilo_cabecalho = default, raio_borda = default
  where id;
  return found;
end;
$$;

revoke all on function public.restaurar_tema_padrao() from public, anon;
grant execute on function public.restaurar_tema_padrao() to authenticated;

comment on function public.restaurar_tema_padrao() is
  'Volta o tema às cores padrão (os defaults das colunas); só um administrador muda a linha.';
