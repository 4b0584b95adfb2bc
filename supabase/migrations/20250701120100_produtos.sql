-- Products (spec 3: Product): the public reads those of approved stores, the store's owner writes them,
-- and the store's plan caps how many it has (spec 9: Gratuito 10, Básico 50, Premium unlimited).

create table public.produtos (
  id uuid primary key default gen_random_uuid(),
  loja_id uuid not null references public.lojas (id) on delete cascade,
  nome text not null check (length(btrim(nome)) between 1 and 120),
  descricao text check (descricao is null or length(descricao) <= 1000),
  -- cents-exact; a product is never free
  preco numeric(10, 2) not null check (preco > 0),
  -- null: the storefront draws its placeholder
  imagem text,
  -- set null: an administrator may delete a category without deleting or blocking its products
  categoria_id uuid references public.categorias (id) on delete set null,
  disponivel boolean not null default true,
  destaque boolean not null default false,
  visualizacoes integer not null default 0 check (visualizacoes >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.produtos is 'Produtos de cada loja: preço, foto, categoria, disponibilidade e destaque.';
comment on column public.produtos.visualizacoes is 'Visitas à página do produto; contadas pelo sistema, nunca pelo dono.';

create index produtos_loja_id_idx on public.produtos (loja_id);
create index produtos_categoria_id_idx on public.produtos (categoria_id);

create trigger produtos_set_updated_at
before update on public.produtos
for each row execute function private.set_updated_at();

-- Column grants: the owner never moves a product to another store nor sets its views.
revoke all on table public.produtos from anon, authenticated, public;
grant select on table public.produtos to anon, authenticated;
grant insert (loja_id, nome, descricao, preco, imagem, categoria_id, disponivel, destaque)
  on table public.produtos to authenticated;
grant update (nome, descricao, preco, imagem, categoria_id, disponivel, destaque)
  on table public.produtos to authenticated;
grant delete on table public.produtos to authenticated;
grant all on table public.produtos to service_role;

alter table public.produtos enable row level security;

-- A pending or rejected store's products are as invisible to the public as the store itself.
create policy "Todos leem os produtos das lojas aprovadas"
on public.produtos for select to anon, authenticated
using (loja_id in (select l.id from public.lojas l where l.status = 'aprovada'));

create policy "Membros leem os produtos da própria loja"
on public.produtos for select to authenticated
using (loja_id in (select private.my_lojas()));

create policy "Administradores leem todos os produtos"
on public.produtos for select to authenticated
using ((select private.is_admin()));

create policy "Donos criam produtos na própria loja"
on public.produtos for insert to authenticated
with check (loja_id in (select private.my_lojas('dono')));

create policy "Donos editam os produtos da própria loja"
on public.produtos for update to authenticated
using (loja_id in (select private.my_lojas('dono')))
with check (loja_id in (select private.my_lojas('dono')));

create policy "Donos removem os produtos da própria loja"
on public.produtos for delete to authenticated
using (loja_id in (select private.my_lojas('dono')));

-- spec 9: products a plan allows; null means unlimited. The app's plans (fixtures/plans.ts maxProducts)
-- agree with it, and a test keeps them so.
create or replace function private.plan_product_limit(plano text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case plano when 'gratuito' then 10 when 'basico' then 50 else null end
$$;

revoke all on function private.plan_product_limit(text) from public;
grant execute on function private.plan_product_limit(text) to authenticated, service_role;

-- Refuses a product past the plan's limit with a stable message the app maps ('limite_produtos_plano',
-- SQLSTATE P0001, a 400 from the Data API). Definer: it counts every product of the store, whoever asks,
-- and locks the store's row so two inserts at once cannot both take the last place.
create or replace function private.enforce_plan_product_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  store_plan text;
  product_limit integer;
begin
  select l.plano into store_plan from public.lojas l where l.id = new.loja_id for update;
  product_limit := private.plan_product_limit(store_plan);
  if product_limit is not null
     and (select count(*) from public.produtos p where p.loja_id = new.loja_id) >= product_limit then
    raise exception 'limite_produtos_plano'
      using errcode = 'P0001',
            detail = format('O plano da loja permite até %s produtos.', product_limit),
            hint = product_limit::text;
  end if;
  return new;
end;
$$;

revoke all on function private.enforce_plan_product_limit() from public;

create trigger produtos_plan_limit
before insert on public.produtos
for each row execute function private.enforce_plan_product_limit();
