-- Categories (spec 3: categorias): readable by everyone, managed only by admin and superadmin.

create table public.categorias (
  id uuid primary key default gen_random_uuid(),
  nome text not null check (length(btrim(nome)) between 1 and 80),
  imagem text,
  -- spec 3: 'produto', anything else is a service
  tipo text not null default 'produto' check (length(btrim(tipo)) > 0),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  descricao text,
  ativo boolean not null default true,
  destaque boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.categorias is 'Categorias da vitrine: tipo produto ou serviço.';

create index categorias_nome_idx on public.categorias (nome);

create trigger categorias_set_updated_at
before update on public.categorias
for each row execute function private.set_updated_at();

revoke all on table public.categorias from anon, authenticated, public;
grant select on table public.categorias to anon, authenticated;
grant insert, update, delete on table public.categorias to authenticated;
grant all on table public.categorias to service_role;

alter table public.categorias enable row level security;

create policy "Todos leem as categorias"
on public.categorias for select to anon, authenticated
using (true);

create policy "Administradores criam categorias"
on public.categorias for insert to authenticated
with check ((select private.current_account_type()) in ('admin', 'superadmin'));

create policy "Administradores editam categorias"
on public.categorias for update to authenticated
using ((select private.current_account_type()) in ('admin', 'superadmin'))
with check ((select private.current_account_type()) in ('admin', 'superadmin'));

create policy "Administradores removem categorias"
on public.categorias for delete to authenticated
using ((select private.current_account_type()) in ('admin', 'superadmin'));
