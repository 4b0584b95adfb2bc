-- Issue 24: a search's open-first order asks whether each listed store is open (486 in the bench's city), and
-- each busca.loja_aberta call read São Paulo's clock from the instant and ran under its own `set search_path`,
-- which the executor sets and restores on every call. At city scale that was about half of a term's search on
-- PGlite: 12.9 ms on average over nine terms, 6.1 ms with no open flag at all, 5.8 ms with the change below (the
-- same function bodies side by side, alternating, in the searches themselves).
-- The rule is now two pieces: the clock (busca.dia_sp, busca.hora_sp), which a search reads once, and one day's
-- hours at a time of day (busca.aberta_no_dia), which the planner writes into the search's query (inlined), so
-- asking it per store costs no call. busca.loja_aberta is the two together: the checkout (private.loja_aberta), the
-- searches and lib/store/opening-hours.ts isOpenAt keep one rule (tests/backend/sql-pedidos.ts compares it with
-- isOpenAt for every half hour of a week; tests/backend/sql-busca.ts the searches' flags).

-- The key of `agora`'s weekday in a store's hours ('monday' … 'sunday'), on São Paulo's clock.
create or replace function busca.dia_sp(agora timestamptz) returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select lower(to_char(agora at time zone 'America/Sao_Paulo', 'FMDay'))
$$;

-- `agora`'s time of day on São Paulo's clock, as the hours store it ('HH24:MI').
create or replace function busca.hora_sp(agora timestamptz) returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select to_char(agora at time zone 'America/Sao_Paulo', 'HH24:MI')
$$;

-- product.md §4 for one day's hours (`dia`, the object under a weekday's key; null when the day is missing) at
-- `hora` ('HH24:MI'): open when `hora` lies in [open, close) and the day is not flagged closed; a missing day is
-- closed. Times compare byte by byte (collate "C"), as the app compares them.
-- The one function of the busca schema without `set search_path`: PostgreSQL does not inline a function that has
-- a SET clause, and the call per store was the cost. Its body names no table and no function, only built-in
-- operators and casts, which the parser looks up in pg_catalog first (unless a session's own path lists pg_catalog
-- later, and then only for that session: the function runs as its caller, never as a definer). Each caller fixes
-- search_path = '' (the searches, busca.loja_aberta), and an inlined body is read with the caller's path.
create or replace function busca.aberta_no_dia(dia jsonb, hora text) returns boolean
language sql
immutable
parallel safe
as $$
  select coalesce(
    not (dia ->> 'closed')::boolean
      and hora collate "C" >= (dia ->> 'open') collate "C"
      and hora collate "C" < (dia ->> 'close') collate "C",
    false
  )
$$;

-- product.md §4: open when `agora`, on São Paulo's clock, lies in [open, close) of its weekday and the day is
-- not flagged closed; a missing day is closed. The SQL twin of lib/store/opening-hours.ts isOpenAt. Same
-- signature, grants and answers as before; now the clock and the day's rule above.
create or replace function busca.loja_aberta(horarios jsonb, agora timestamptz) returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select busca.aberta_no_dia(horarios -> busca.dia_sp(agora), busca.hora_sp(agora))
$$;

revoke all on function busca.dia_sp(timestamptz), busca.hora_sp(timestamptz), busca.aberta_no_dia(jsonb, text)
  from public;
grant execute on function busca.dia_sp(timestamptz), busca.hora_sp(timestamptz), busca.aberta_no_dia(jsonb, text)
  to anon, authenticated, service_role;

-- The two searches read the clock once and ask the day's rule per store (their rules and comments:
-- 20251001120000_busca.sql, 20251001120700_produtos_texto_busca.sql).
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
  -- São Paulo's weekday and time once, the listed stores once each with their open flag, the matches once (narrow columns: the text is
  -- rechecked once per row), then the page sorted from them and its wide columns read for its rows only
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
  using coalesce(agora, now()), padrao, categoria,
    -- past 100,000 rows a page is empty (an absurd page number is a 404, not a slow one)
    case when coalesce(deslocamento, 0) > 100000 then 0 else least(greatest(coalesce(limite, 24), 1), 60) end,
    greatest(coalesce(deslocamento, 0), 0);
  perform set_config('enable_seqscan', varredura, true);
end
$$;

create or replace function public.buscar_lojas(
  termo text default null,
  limite integer default 24,
  deslocamento integer default 0,
  agora timestamptz default now()
)
returns table (
  id uuid,
  nome text,
  descricao text,
  logo text,
  capa text,
  telefone text,
  whatsapp text,
  instagram text,
  email text,
  tipo_servico text,
  categoria_id uuid,
  plano text,
  avaliacao numeric,
  total_avaliacoes integer,
  tempo_entrega_min integer,
  tempo_entrega_max integer,
  taxa_entrega numeric,
  logradouro text,
  bairro text,
  cidade text,
  uf text,
  cep text,
  horarios jsonb,
  status text,
  ativa boolean,
  created_at timestamptz,
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
begin
  return query execute format(
    $q$
      with relogio as materialized (select busca.dia_sp($1) as dia, busca.hora_sp($1) as hora),
      achadas as (
        select l.id, l.nome, l.descricao, l.logo, l.capa, l.telefone, l.whatsapp, l.instagram, l.email,
          l.tipo_servico, l.categoria_id, l.plano, l.avaliacao, l.total_avaliacoes, l.tempo_entrega_min,
          l.tempo_entrega_max, l.taxa_entrega, l.logradouro, l.bairro, l.cidade, l.uf, l.cep, l.horarios,
          l.status, l.ativa, l.created_at, busca.aberta_no_dia(l.horarios -> r.dia, r.hora) as aberta
        from public.lojas l cross join relogio r
        where l.status = 'aprovada' and l.ativa %s
      )
      select a.*, (select count(*) from achadas)
      from achadas a
      order by a.aberta desc, a.created_at, a.id
      limit $3 offset $4
    $q$,
    case when padrao is null then '' else 'and busca.texto_busca(l.nome, l.descricao) like $2' end
  )
  using coalesce(agora, now()), padrao,
    -- past 100,000 rows a page is empty (an absurd page number is a 404, not a slow one)
    case when coalesce(deslocamento, 0) > 100000 then 0 else least(greatest(coalesce(limite, 24), 1), 60) end,
    greatest(coalesce(deslocamento, 0), 0);
end
$$;
