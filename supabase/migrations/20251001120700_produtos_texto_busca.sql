-- Issue 24: a term's candidates from the trigram index are rechecked row by row, and the recheck computed
-- busca.texto_busca (unaccent over name and description) for each one: 14 of the 17 ms a broad term ('pão',
-- 2,300 matches) took at a city's scale on PGlite. The text is now stored, computed by the database on every write
-- (a generated column), and indexed; the search filters on it (2.3 ms for the same matches). The column is public
-- data already (the name and description, lower-cased and without accents) and nothing selects it but the search;
-- the guards that compare whole rows (to_jsonb) are on lojas, not here. buscar_produtos is the same function with
-- its filter on the column (its rules and its comment in 20251001120000_busca.sql).
alter table public.produtos
  add column texto_busca text generated always as (busca.texto_busca(nome, descricao)) stored;

comment on column public.produtos.texto_busca is
  'Nome e descrição em minúsculas e sem acento (busca.texto_busca), calculados pelo banco: o que a busca da vitrine compara.';

create index produtos_texto_busca_trgm_idx on public.produtos using gin (texto_busca extensions.gin_trgm_ops);
drop index if exists public.produtos_busca_trgm_idx;

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
begin
  -- A term goes through the trigram index. Against a stored column a whole-table scan looks cheap to the
  -- planner on a small catalogue, and it grows with the city; only this statement is told so.
  if padrao is not null then
    perform set_config('enable_seqscan', 'off', true);
  end if;
  -- the listed stores once each with their open flag, the matches once (narrow columns: the text is
  -- rechecked once per row), then the page sorted from them and its wide columns read for its rows only
  return query execute format(
    $q$
      with lojas as materialized (
        select l.id, l.created_at, busca.loja_aberta(l.horarios, $1) as aberta
        from public.lojas l
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
  using coalesce(agora, now()), padrao, categoria,
    -- past 100,000 rows a page is empty (an absurd page number is a 404, not a slow one)
    case when coalesce(deslocamento, 0) > 100000 then 0 else least(greatest(coalesce(limite, 24), 1), 60) end,
    greatest(coalesce(deslocamento, 0), 0);
  perform set_config('enable_seqscan', varredura, true);
end
$$;
