-- Plans (product.md §3 Plan, §9 values): what a company or an advertiser pays per month and what it may use;
-- -1 in a limit means unlimited. Everyone reads the active plans (/para-empresas, the business sign-up), a
-- store's members read their own store's plan (even one no longer for sale), administrators read all and
-- write through the back office's server actions (which also check the administrator's permission matrix).
-- Nobody deletes a plan: a plan leaves sale by being deactivated, and the stores on it keep it.
--
-- lojas.plano keeps its codes ('gratuito', 'basico', 'premium'): planos.codigo names the three company plans
-- a store can be on, and a foreign key now ties every store to one of them. The product limit trigger reads
-- max_produtos from here instead of constants, so an administrator's edit is the limit the database enforces.

-- Every feature line of a plan is 1 to 80 characters once trimmed.
create or replace function private.recursos_validos(recursos text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(length(btrim(r)) between 1 and 80), false) from unnest(recursos) as r
$$;

revoke all on function private.recursos_validos(text[]) from public;
grant execute on function private.recursos_validos(text[]) to authenticated, service_role;

create table public.planos (
  id uuid primary key default gen_random_uuid(),
  -- the store plan code lojas.plano holds; only the three company plans of product.md §9 have one
  codigo text unique check (codigo is null or codigo in ('gratuito', 'basico', 'premium')),
  tipo text not null check (tipo in ('empresa', 'anunciante')),
  nome text not null check (length(btrim(nome)) between 1 and 60),
  descricao text not null check (length(btrim(descricao)) between 1 and 300),
  preco numeric(10, 2) not null check (preco between 0 and 99999.99),
  recursos text[] not null check (cardinality(recursos) between 1 and 12 and private.recursos_validos(recursos)),
  max_produtos integer not null check (max_produtos >= -1),
  max_imagens integer not null check (max_imagens >= -1),
  -- advertiser plans only (product.md §3): ads and impressions per month
  max_anuncios integer check (max_anuncios >= -1),
  max_impressoes integer check (max_impressoes >= -1),
  destaque boolean not null default false,
  prioridade integer not null check (prioridade between 1 and 3),
  relatorios boolean not null default false,
  suporte text not null check (suporte in ('basico', 'prioritario', 'premium')),
  cor text not null check (cor ~ '^#[0-9A-Fa-f]{6}$'),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((tipo = 'anunciante') = (max_anuncios is not null and max_impressoes is not null)),
  check (codigo is null or tipo = 'empresa')
);

comment on table public.planos is 'Planos de empresas e anunciantes: preço mensal, limites (-1 = ilimitado) e recursos.';
comment on column public.planos.codigo is 'O código que lojas.plano guarda (gratuito, basico, premium); só os planos de empresa da especificação têm um.';
comment on column public.planos.ativo is 'Um plano inativo sai de venda; quem já está nele continua.';

-- two plans of one type never share a name (a company and an advertiser plan may both be 'Premium')
create unique index planos_tipo_nome_idx on public.planos (tipo, lower(btrim(nome)));

create trigger planos_set_updated_at
before update on public.planos
for each row execute function private.set_updated_at();

-- product.md §9, with the ids the app has used since the plans were sample data.
insert into public.planos (
  id, codigo, tipo, nome, descricao, preco, recursos, max_produtos, max_imagens, max_anuncios, max_impressoes,
  destaque, prioridade, relatorios, suporte, cor
) values
  ('dd2876e7-c38c-4825-abd5-5c6d8791a836', 'gratuito', 'empresa', 'Gratuito',
   'Para começar a vender na Vitrine sem custo.', 0,
   array['Até 10 produtos', 'Até 20 imagens', 'Página da loja', 'Suporte por e-mail'],
   10, 20, null, null, false, 1, false, 'basico', '#64748B'),
  ('8c6f73bf-f551-44e8-bb99-7e2c8ea04924', 'basico', 'empresa', 'Básico',
   'Mais produtos e relatórios para lojas em crescimento.', 29.90,
   array['Até 50 produtos', 'Até 100 imagens', 'Relatórios de vendas', 'Suporte prioritário'],
   50, 100, null, null, false, 2, true, 'prioritario', '#1E88E5'),
  ('a4ce7dae-5bcd-46af-b50e-32a591c20365', 'premium', 'empresa', 'Premium',
   'Sem limites e com destaque nas buscas e na página inicial.', 79.90,
   array['Produtos ilimitados', 'Imagens ilimitadas', 'Destaque na página inicial', 'Relatórios avançados',
         'Suporte premium'],
   -1, -1, null, null, true, 3, true, 'premium', '#F59E0B'),
  ('e3b3e8a9-b938-47eb-8d35-5811ddfd766a', null, 'anunciante', 'Anúncio Básico',
   'Divulgue sua marca para clientes da sua região.', 19.90,
   array['Até 5 anúncios', 'Até 1.000 impressões por mês', 'Métricas de cliques'],
   0, 5, 5, 1000, false, 1, true, 'basico', '#0EA5E9'),
  ('1eab1b86-2293-41b3-aac8-900cc7a4afa3', null, 'anunciante', 'Premium',
   'Mais anúncios e alcance para campanhas frequentes.', 49.90,
   array['Até 15 anúncios', 'Até 5.000 impressões por mês', 'Segmentação por bairro', 'Suporte prioritário'],
   0, 15, 15, 5000, true, 2, true, 'prioritario', '#8B5CF6'),
  ('c5b34d12-1747-495d-85d2-c21cc7c65fc4', null, 'anunciante', 'Empresarial',
   'Anúncios e impressões ilimitados para grandes anunciantes.', 99.90,
   array['Anúncios ilimitados', 'Impressões ilimitadas', 'Relatórios personalizados',
         'Gerente de conta dedicado'],
   0, -1, -1, -1, false, 3, true, 'premium', '#0D47A1')
on conflict do nothing;

-- Every store is on one of the company plans.
alter table public.lojas
  add constraint lojas_plano_fkey foreign key (plano) references public.planos (codigo);

-- The store's plan allows this many products; null means unlimited (-1, or a code without a plan). Definer:
-- the limit trigger and a store's members read the plan whether or not it is still for sale.
create or replace function private.plan_product_limit(plano text) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(p.max_produtos, -1) from public.planos p where p.codigo = $1
$$;

revoke all on function private.plan_product_limit(text) from public;
grant execute on function private.plan_product_limit(text) to authenticated, service_role;

-- Writes: administrators only (RLS below); a plan's type and code never change, and nobody deletes one.
revoke all on table public.planos from anon, authenticated, public;
grant select on table public.planos to anon, authenticated;
grant insert (
  tipo, nome, descricao, preco, recursos, max_produtos, max_imagens, max_anuncios, max_impressoes, destaque,
  prioridade, relatorios, suporte, cor, ativo
) on table public.planos to authenticated;
grant update (
  nome, descricao, preco, recursos, max_produtos, max_imagens, max_anuncios, max_impressoes, destaque,
  prioridade, relatorios, suporte, cor, ativo
) on table public.planos to authenticated;
grant all on table public.planos to service_role;

alter table public.planos enable row level security;

create policy "Todos leem os planos ativos"
on public.planos for select to anon, authenticated
using (ativo);

create policy "Membros leem o plano da própria loja"
on public.planos for select to authenticated
using (codigo in (select l.plano from public.lojas l where l.id in (select private.my_lojas())));

create policy "Administradores leem todos os planos"
on public.planos for select to authenticated
using ((select private.is_admin()));

create policy "Administradores criam planos"
on public.planos for insert to authenticated
with check ((select private.is_admin()));

create policy "Administradores editam planos"
on public.planos for update to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));
