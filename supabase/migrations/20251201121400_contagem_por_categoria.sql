-- Issue 24: public.produtos_por_categoria (the back office's 'Qtd' of each category) counted the approved stores'
-- products by reading every one of them, grouped by category: a sequential scan of produtos that grows with the
-- city (listed as known debt, CATEGORY_COUNTS, in tests/backend/explain-plans.test.ts).
-- Each store now keeps how many of its products each category holds (private.produtos_por_loja_categoria), kept by
-- the triggers below in the same transaction as the product's write, in the way of private.disponiveis_por_loja
-- (20251201121200_lista_por_loja.sql); the count sums them over the approved stores: at most stores × categories
-- rows, whatever the catalogue's size.

-- How many products of a store each category holds. Private: read only by the count (a definer), written only by
-- the triggers. A product with no category counts nowhere. A category's rows go with it (its products' category
-- is set to null by their own foreign key, an update the triggers count too); a store's rows go with the store.
create table private.produtos_por_loja_categoria (
  loja_id uuid not null references public.lojas (id) on delete cascade,
  categoria_id uuid not null references public.categorias (id) on delete cascade,
  produtos integer not null default 0 check (produtos >= 0),
  primary key (loja_id, categoria_id)
);

-- the category's foreign key, checked from its side when a category is deleted
create index produtos_por_loja_categoria_categoria_idx on private.produtos_por_loja_categoria (categoria_id);

revoke all on table private.produtos_por_loja_categoria from anon, authenticated, public;
alter table private.produtos_por_loja_categoria enable row level security;

-- The trigger: a product leaving a (store, category) pair (deleted, moved to another store, given another category
-- or none) takes one from it; one arriving (inserted, moved in, given this category) adds one, creating the pair's
-- row at its first product. Definer: an owner's write counts, and no one writes the counts directly.
create or replace function private.contar_por_categoria() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' and old.categoria_id is not null then
    update private.produtos_por_loja_categoria c
    set produtos = c.produtos - 1
    where c.loja_id = old.loja_id and c.categoria_id = old.categoria_id;
  end if;
  if tg_op <> 'DELETE' and new.categoria_id is not null then
    insert into private.produtos_por_loja_categoria as c (loja_id, categoria_id, produtos)
    values (new.loja_id, new.categoria_id, 1)
    on conflict (loja_id, categoria_id) do update set produtos = c.produtos + 1;
  end if;
  return null;
end;
$$;

-- Counts every pair again from the products: the backfill below, and after a bulk load that ran without triggers
-- (bench/scale-seed.ts).
create or replace function private.recontar_por_categoria() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.produtos_por_loja_categoria;
  insert into private.produtos_por_loja_categoria (loja_id, categoria_id, produtos)
  select p.loja_id, p.categoria_id, count(*) from public.produtos p
  where p.categoria_id is not null
  group by p.loja_id, p.categoria_id;
$$;

revoke all on function private.contar_por_categoria(), private.recontar_por_categoria() from public;

create trigger produtos_contar_por_categoria_insert
after insert on public.produtos
for each row when (new.categoria_id is not null) execute function private.contar_por_categoria();

create trigger produtos_contar_por_categoria_delete
after delete on public.produtos
for each row when (old.categoria_id is not null) execute function private.contar_por_categoria();

create trigger produtos_contar_por_categoria_update
after update of loja_id, categoria_id on public.produtos
for each row when (old.loja_id is distinct from new.loja_id or old.categoria_id is distinct from new.categoria_id)
execute function private.contar_por_categoria();

select private.recontar_por_categoria();

-- The same answer the app read before (it calls it as a visitor, whom RLS shows the approved stores' products):
-- each category with products in approved stores, and how many. Definer, to read the counts; it counts only what
-- anyone may read, whoever asks.
create or replace function public.produtos_por_categoria()
returns table (categoria_id uuid, produtos bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select c.categoria_id, sum(c.produtos)::bigint
  from private.produtos_por_loja_categoria c
  join public.lojas l on l.id = c.loja_id and l.status = 'aprovada'
  group by c.categoria_id
  having sum(c.produtos) > 0
$$;
