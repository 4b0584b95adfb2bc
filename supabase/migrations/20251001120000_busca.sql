-- Storefront search in the database (issue 24, product.md §5): case- and accent-insensitive substring match
-- over store and product names and descriptions ('farmacia' finds 'Farmácia', 'pao' finds 'Pão Quente'),
-- paginated, with the storefront's visibility rules and open stores first (product.md D13).
--
-- Substring, not full-text: a shopper types the start of a word ('farm', 'pao q'), which full-text's stems
-- miss; a trigram GIN index serves LIKE '%term%' on the accent-free, lower-case text.
-- Extensions live in schema `extensions` (hosted Supabase, auth-schema.sql on PGlite and PostgreSQL 15),
-- and every name below is schema-qualified, so no search_path is assumed. The helpers live in schema `busca`,
-- which visitors may use (they search as anon) and the Data API does not expose; `private` stays closed to anon.

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists busca;
revoke all on schema busca from public;
grant usage on schema busca to anon, authenticated, service_role;

-- Immutable (unaccent itself is only stable, as its dictionary could change) so it can be indexed. Every
-- name in these two is schema-qualified (pg_catalog is always searched first), so they need no pinned
-- search_path, and without one they run about twice as fast: a search rechecks each row the index
-- returns through them (texto_busca is inlined into the query).
create or replace function busca.sem_acento(texto text) returns text
language sql
immutable
parallel safe
strict
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, texto)
$$;

-- What a search compares: name and description, accent-free and lower-case (unaccent first: lower() of 'Ã'
-- under the C locale is still 'Ã'). The newline keeps a term from matching across name and description.
create or replace function busca.texto_busca(nome text, descricao text) returns text
language sql
immutable
parallel safe
as $$
  select lower(busca.sem_acento(coalesce(nome, '') || E'\n' || coalesce(descricao, '')))
$$;

-- A shopper's term as a LIKE pattern: trimmed, accent-free, lower-case, its own % _ \ taken literally;
-- null for a blank term (matches everything).
create or replace function busca.padrao_busca(termo text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when nullif(btrim(coalesce(termo, '')), '') is null then null else
    '%' || replace(replace(replace(lower(busca.sem_acento(btrim(termo))), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end
$$;

-- product.md §4: open when `agora`, on São Paulo's clock, lies in [open, close) of its weekday and the day is
-- not flagged closed; a missing day is closed. The SQL twin of lib/store/opening-hours.ts isOpenAt.
create or replace function busca.loja_aberta(horarios jsonb, agora timestamptz) returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select coalesce(
    not (dia ->> 'closed')::boolean
      and hora >= (dia ->> 'open') collate "C"
      and hora < (dia ->> 'close') collate "C",
    false
  )
  from (
    select horarios -> lower(to_char(local, 'FMDay')) as dia, to_char(local, 'HH24:MI') collate "C" as hora
    from (select agora at time zone 'America/Sao_Paulo' as local) as l
  ) as d
$$;

revoke all on function busca.sem_acento(text), busca.texto_busca(text, text), busca.padrao_busca(text),
  busca.loja_aberta(jsonb, timestamptz) from public;
grant execute on function busca.sem_acento(text), busca.texto_busca(text, text), busca.padrao_busca(text),
  busca.loja_aberta(jsonb, timestamptz) to anon, authenticated, service_role;

-- Expression indexes, not stored columns: a generated column would show in every `select *` and in the
-- update guards' to_jsonb(new) (null there in a BEFORE trigger), and the queries below repeat the expression.
create index if not exists produtos_busca_trgm_idx on public.produtos
  using gin (busca.texto_busca(nome, descricao) extensions.gin_trgm_ops);
create index if not exists lojas_busca_trgm_idx on public.lojas
  using gin (busca.texto_busca(nome, descricao) extensions.gin_trgm_ops);
-- a store's products in catalogue order (its page, and the storefront's list store by store)
create index if not exists produtos_loja_nome_idx on public.produtos (loja_id, nome, id);
-- the listed stores in catalogue order (oldest first)
create index if not exists lojas_listadas_idx on public.lojas (created_at, id)
  where status = 'aprovada' and ativa;

-- Both searches below build their statement per call (format + using): each is planned with the filters it
-- really has, so a term reaches the trigram index and a blank one reads the listed stores in order, instead
-- of one generic plan with "term is null or ..." that no index serves.
-- Security definer: under RLS a visitor's LIKE on a non-leakproof expression may not run before the policies,
-- so it could never use the index. The functions apply the public rules themselves (approved and active
-- stores, available products: exactly what the policies show anon), whoever calls, and return only public
-- columns.

-- The products a shopper may browse (available, of approved and active stores), matching `termo` when one is
-- given, of `categoria` when one is given, only featured ones with `so_destaques`; open stores' first (at
-- `agora`), then catalogue order (stores oldest first, each store's products by name). A page of `limite`
-- rows (1 to 60) from `deslocamento` (none past 100,000), each carrying `total`, the count of every match
-- (for the page navigation).
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
    case when padrao is not null then 'and busca.texto_busca(p.nome, p.descricao) like $2' end,
    case when categoria is not null then 'and p.categoria_id = $3' end,
    case when coalesce(so_destaques, false) then 'and p.destaque' end);
begin
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
end
$$;

-- The stores a shopper may see in a search (approved and active; a category does not narrow them),
-- matching `termo` when one is given; open ones first (at `agora`), then oldest first. Paged like
-- buscar_produtos; the columns are the storefront's (lib/catalog/rows.ts LOJA_COLUMNS).
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
      with achadas as (
        select l.id, l.nome, l.descricao, l.logo, l.capa, l.telefone, l.whatsapp, l.instagram, l.email,
          l.tipo_servico, l.categoria_id, l.plano, l.avaliacao, l.total_avaliacoes, l.tempo_entrega_min,
          l.tempo_entrega_max, l.taxa_entrega, l.logradouro, l.bairro, l.cidade, l.uf, l.cep, l.horarios,
          l.status, l.ativa, l.created_at, busca.loja_aberta(l.horarios, $1) as aberta
        from public.lojas l
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

revoke all on function public.buscar_produtos(text, uuid, integer, integer, timestamptz, boolean),
  public.buscar_lojas(text, integer, integer, timestamptz) from public;
grant execute on function public.buscar_produtos(text, uuid, integer, integer, timestamptz, boolean),
  public.buscar_lojas(text, integer, integer, timestamptz) to anon, authenticated, service_role;

-- The sitemap's addresses (product.md §8: every public store and every product of one), in pages of at most
-- 1,000 rows (the Data API's row cap on hosted projects): public stores oldest first, then their products by
-- id. `tipo` is 'loja' or 'produto'. Security invoker: the policies apply (no term here for an index to serve).
create or replace function public.mapa_do_site(deslocamento integer default 0, limite integer default 1000)
returns table (tipo text, id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  with lojas as (
    select l.id, l.created_at from public.lojas l where l.status = 'aprovada' and l.ativa
  ),
  enderecos as (
    select 'loja' as tipo, l.id, 0 as grupo, l.created_at as desde from lojas l
    union all
    select 'produto', p.id, 1, null from public.produtos p where p.loja_id in (select l.id from lojas l)
  )
  select e.tipo, e.id from enderecos e
  order by e.grupo, e.desde, e.id
  limit least(greatest(coalesce(limite, 1000), 1), 1000)
  offset greatest(coalesce(deslocamento, 0), 0)
$$;

-- What the sitemap and the product list count: public stores, their products, and the available ones among
-- those (the pages of /produtos).
create or replace function public.contagem_vitrine()
returns table (lojas bigint, produtos bigint, disponiveis bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with lojas as (select l.id from public.lojas l where l.status = 'aprovada' and l.ativa)
  select (select count(*) from lojas),
    count(*),
    count(*) filter (where p.disponivel)
  from public.produtos p
  where p.loja_id in (select l.id from lojas l)
$$;

revoke all on function public.mapa_do_site(integer, integer), public.contagem_vitrine() from public;
grant execute on function public.mapa_do_site(integer, integer), public.contagem_vitrine()
  to anon, authenticated, service_role;

-- The back office's 'Qtd' per category (product.md §2 'Gestão de Categorias'): one row per category, counted
-- in the database instead of reading every product. As the caller (RLS): the products the caller may read.
create or replace function public.produtos_por_categoria()
returns table (categoria_id uuid, produtos bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.categoria_id, count(*) from public.produtos p where p.categoria_id is not null group by p.categoria_id
$$;

revoke all on function public.produtos_por_categoria() from public;
grant execute on function public.produtos_por_categoria() to anon, authenticated, service_role;
