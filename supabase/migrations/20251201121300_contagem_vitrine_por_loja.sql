-- Issue 24: public.contagem_vitrine (the catalogue's size, which splits the sitemap into files) counted the public
-- stores' products by reading every product: a sequential scan of produtos that grows with the city, found when
-- tests/backend/explain-plans.test.ts began to cover it.
-- Each store's counts (20251201121200_lista_por_loja.sql) now hold all of its products too, kept by the same
-- triggers in the same transaction as the write, so the count reads one row per listed store.

-- A store's products, available or not; `disponiveis` counts the available ones among them. The rule
-- disponiveis <= produtos is added at the end, once the existing stores are counted (until then their new column
-- holds its default, 0).
alter table private.disponiveis_por_loja
  add column produtos integer not null default 0 check (produtos >= 0);

-- The trigger: a product leaving a store (deleted, moved away) takes itself from its old store's counts, and from
-- the available ones if it was; one arriving (inserted, moved in) adds itself. Switching availability moves it
-- between the two counts only. Definer: an owner's write counts, and no one writes the counts directly.
create or replace function private.contar_disponiveis() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.loja_id = new.loja_id then
    update private.disponiveis_por_loja c
    set disponiveis = c.disponiveis + new.disponivel::integer - old.disponivel::integer
    where c.loja_id = new.loja_id;
    return null;
  end if;
  if tg_op <> 'INSERT' then
    update private.disponiveis_por_loja c
    set produtos = c.produtos - 1, disponiveis = c.disponiveis - old.disponivel::integer
    where c.loja_id = old.loja_id;
  end if;
  -- the store's row is created at its first product
  if tg_op <> 'DELETE' then
    insert into private.disponiveis_por_loja as c (loja_id, produtos, disponiveis)
    values (new.loja_id, 1, new.disponivel::integer)
    on conflict (loja_id) do update
      set produtos = c.produtos + 1, disponiveis = c.disponiveis + excluded.disponiveis;
  end if;
  return null;
end;
$$;

create or replace function private.recontar_disponiveis() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.disponiveis_por_loja;
  insert into private.disponiveis_por_loja (loja_id, produtos, disponiveis)
  select p.loja_id, count(*), count(*) filter (where p.disponivel) from public.produtos p group by p.loja_id;
$$;

-- Every product now counts, not only the available ones.
drop trigger produtos_contar_disponiveis_insert on public.produtos;
drop trigger produtos_contar_disponiveis_delete on public.produtos;

create trigger produtos_contar_disponiveis_insert
after insert on public.produtos
for each row execute function private.contar_disponiveis();

create trigger produtos_contar_disponiveis_delete
after delete on public.produtos
for each row execute function private.contar_disponiveis();

select private.recontar_disponiveis();

alter table private.disponiveis_por_loja
  add constraint disponiveis_por_loja_disponiveis_ate_produtos check (disponiveis <= produtos);

-- The same answer as before (the public stores, their products, the available ones among these), from the counts.
-- Definer, to read them: it counts only what anyone may read (the approved stores' products, RLS's rule for a
-- visitor), restricted to the active ones as before.
create or replace function public.contagem_vitrine()
returns table (lojas bigint, produtos bigint, disponiveis bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*), coalesce(sum(c.produtos), 0)::bigint, coalesce(sum(c.disponiveis), 0)::bigint
  from public.lojas l
  left join private.disponiveis_por_loja c on c.loja_id = l.id
  where l.status = 'aprovada' and l.ativa
$$;
