-- Issue 24: with no term, no category and no 'destaques' flag (/produtos, 'Ver todos'), public.buscar_produtos
-- joined every available product to the listed stores, counted them and sorted them all to serve one page of 24:
-- a sequential scan of produtos that grows with the city (37 ms on PGlite at the bench's 25,000 products, listed
-- as known debt in tests/backend/explain-plans.test.ts).
-- Each store now keeps how many of its products are available (private.disponiveis_por_loja, kept by the triggers
-- below in the same transaction as the product's write). The list's order is the stores' order (open first, then
-- oldest) and, inside a store, its products by name: so a page is found from the stores' running sums, and only
-- the stores that hold rows offset … offset + limit are read, each along produtos_loja_nome_idx. The total is the
-- sum of the counts. The same rows, order and total as before: tests/backend/sql-busca.ts compares the pages with
-- the list sorted whole, and the counts with the products, after every kind of write, on PGlite and PostgreSQL 15.

-- How many available products each store has. Private: read only by the search (a definer), written only by the
-- triggers; a store with none has no row or a 0.
create table private.disponiveis_por_loja (
  loja_id uuid primary key references public.lojas (id) on delete cascade,
  disponiveis integer not null default 0 check (disponiveis >= 0)
);

revoke all on table private.disponiveis_por_loja from anon, authenticated, public;
alter table private.disponiveis_por_loja enable row level security;

-- The trigger: a product that stops counting (deleted, made unavailable, moved away) takes one from its old
-- store; one that starts counting (inserted available, made available, moved in) adds one to its new store.
-- Definer: an owner's write counts, and no one writes the counts directly.
create or replace function private.contar_disponiveis() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' and old.disponivel then
    update private.disponiveis_por_loja c set disponiveis = c.disponiveis - 1 where c.loja_id = old.loja_id;
  end if;
  -- the store's row is created at its first available product
  if tg_op <> 'DELETE' and new.disponivel then
    insert into private.disponiveis_por_loja as c (loja_id, disponiveis) values (new.loja_id, 1)
    on conflict (loja_id) do update set disponiveis = c.disponiveis + 1;
  end if;
  return null;
end;
$$;

-- Counts every store again from its products: the backfill below, and after a bulk load that ran without
-- triggers (bench/scale-seed.ts).
create or replace function private.recontar_disponiveis() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.disponiveis_por_loja;
  insert into private.disponiveis_por_loja (loja_id, disponiveis)
  select p.loja_id, count(*) from public.produtos p where p.disponivel group by p.loja_id;
$$;

revoke all on function private.contar_disponiveis(), private.recontar_disponiveis() from public;

create trigger produtos_contar_disponiveis_insert
after insert on public.produtos
for each row when (new.disponivel) execute function private.contar_disponiveis();

create trigger produtos_contar_disponiveis_delete
after delete on public.produtos
for each row when (old.disponivel) execute function private.contar_disponiveis();

create trigger produtos_contar_disponiveis_update
after update of disponivel, loja_id on public.produtos
for each row when (old.disponivel is distinct from new.disponivel or old.loja_id is distinct from new.loja_id)
execute function private.contar_disponiveis();

select private.recontar_disponiveis();

-- The same function and answers (20251201120500_busca_relogio_uma_vez.sql); the list with no filter reads by
-- store, as above. Any filter keeps the read of the matches.
create or replace function public.buscar_produtos(
  termo text default null,
  categoria uuid default null,
  limite integer default 24,
  deslocamento integer default 0,
  agora timestamptz default now(),
  so_destaques boolean default false
)
returns table (
  id uuid,
  loja_id uuid,
  nome text,
  descricao text,
  preco numeric,
  imagem text,
  categoria_id uuid,
  disponivel boolean,
  destaque boolean,
  aberta boolean,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  padrao text := busca.padrao_busca(termo);
  filtros text := concat_ws(' ',
    'p.disponivel',
    case when padrao is not null then 'and p.texto_busca like $2' end,
    case when categoria is not null then 'and p.categoria_id = $3' end,
    case when coalesce(so_destaques, false) then 'and p.destaque' end);
  varredura text := current_setting('enable_seqscan');
  -- past 100,000 rows a page is empty (an absurd page number is a 404, not a slow one)
  quantos integer := case when coalesce(deslocamento, 0) > 100000 then 0
    else least(greatest(coalesce(limite, 24), 1), 60) end;
  pulados integer := greatest(coalesce(deslocamento, 0), 0);
begin
  if padrao is null and categoria is null and not coalesce(so_destaques, false) then
    -- The whole list: each listed store with its count and the rows before it (`antes`, the running sum in the
    -- list's order); the stores whose rows meet the page give theirs, each skipping what lies before the page
    -- and stopping at its end (the index scan visits each row anyway, for `disponivel`: it reads the wide
    -- columns there, with no second pass over produtos).
    return query
      with relogio as materialized (select busca.dia_sp(coalesce(agora, now())) as dia,
          busca.hora_sp(coalesce(agora, now())) as hora),
      lojas as materialized (
        select l.id, l.created_at, busca.aberta_no_dia(l.horarios -> r.dia, r.hora) as aberta, c.disponiveis
        from public.lojas l
        join private.disponiveis_por_loja c on c.loja_id = l.id
        cross join relogio r
        where l.status = 'aprovada' and l.ativa and c.disponiveis > 0
      ),
      faixas as materialized (
        select s.*,
          sum(s.disponiveis) over (order by s.aberta desc, s.created_at, s.id) - s.disponiveis as antes
        from lojas s
      ),
      pagina as (
        select f.aberta, f.created_at as loja_desde, q.*
        from faixas f
        cross join lateral (
          select p.id, p.loja_id, p.nome, p.descricao, p.preco, p.imagem, p.categoria_id, p.disponivel, p.destaque
          from public.produtos p
          where p.loja_id = f.id and p.disponivel
          order by p.nome, p.id
          offset greatest(pulados - f.antes, 0)
          limit pulados + quantos - greatest(pulados, f.antes)
        ) q
        where f.antes < pulados + quantos and f.antes + f.disponiveis > pulados
      )
      select g.id, g.loja_id, g.nome, g.descricao, g.preco, g.imagem, g.categoria_id, g.disponivel, g.destaque,
        g.aberta, (select sum(s.disponiveis) from lojas s)::bigint
      from pagina g
      order by g.aberta desc, g.loja_desde, g.loja_id, g.nome, g.id;
    return;
  end if;
  -- A term goes through the trigram index. Against a stored column a whole-table scan looks cheap to the
  -- planner on a small catalogue, and it grows with the city; only this statement is told so.
  if padrao is not null then
    perform set_config('enable_seqscan', 'off', true);
  end if;
  -- São Paulo's weekday and time once, the listed stores once each with their open flag, the matches once (narrow
  -- columns: the text is rechecked once per row), then the page sorted from them and its wide columns read for
  -- its rows only
  return query execute format(
    $q$
      with relogio as materialized (select busca.dia_sp($1) as dia, busca.hora_sp($1) as hora),
      lojas as materialized (
        select l.id, l.created_at, busca.aberta_no_dia(l.horarios -> r.dia, r.hora) as aberta
        from public.lojas l cross join relogio r
        where l.status = 'aprovada' and l.ativa
      ),
      achados as materialized (
        select p.id, l.aberta, l.created_at as loja_desde, p.loja_id, p.nome
        from public.produtos p
        join lojas l on l.id = p.loja_id
        where %s
      ),
      pagina as (
        select a.* from achados a
        order by a.aberta desc, a.loja_desde, a.loja_id, a.nome, a.id
        limit $4 offset $5
      )
      select p.id, p.loja_id, p.nome, p.descricao, p.preco, p.imagem, p.categoria_id, p.disponivel,
        p.destaque, g.aberta, (select count(*) from achados)
      from pagina g
      join public.produtos p on p.id = g.id
      order by g.aberta desc, g.loja_desde, g.loja_id, g.nome, g.id
    $q$,
    filtros
  )
  using coalesce(agora, now()), padrao, categoria, quantos, pulados;
  perform set_config('enable_seqscan', varredura, true);
end
$$;
