-- The reports' periods cut into the bars of their charts, shared by the store's and the administrator's
-- reports, and what the exported files and the admin dashboard need besides the figures of
-- 20250801120700_relatorios.sql (product.md §9 report periods, São Paulo days):
--   relatorio_loja also names the store the report is about (the file's title and name);
--   relatorio_admin also answers its chart (per bar: stores registered, accounts created, orders placed,
--     cancelled, revenue; the bars add up to the cards) and the growth of three cards over the same number
--     of days just before the period, for the dashboard's hints.
-- Same signatures, grants and checks of who asks as before; only the answers grow.

-- How a period's days are grouped into bars: a quarter's 90 bars by day and a year's 365 would be too thin
-- to read, so a quarter has weeks counted back from its last day and a year calendar months.
create or replace function private.agrupamento_do_periodo(periodo text) returns text
language sql
immutable
set search_path = ''
as $$
  select case periodo when 'quarter' then 'week' when 'year' then 'month' else 'day' end
$$;

-- The bars of a period ending on `ate_dia` (its last day): each bar's first and last day, oldest first.
-- The oldest week of a quarter and the first and last months of a year may be short: every day is in
-- exactly one bar. Empty for an unknown period.
create or replace function private.barras_do_periodo(periodo text, ate_dia date)
returns table (inicio date, fim date)
language sql
immutable
set search_path = ''
as $$
  with dias as (
    -- timestamp, not timestamptz: the days must not depend on the session's time zone
    select g.dia::date as dia
    from generate_series(
      (ate_dia - (private.dias_do_periodo(periodo) - 1))::timestamp, ate_dia::timestamp, interval '1 day'
    ) as g (dia)
  )
  select min(d.dia), max(d.dia)
  from dias d
  group by case private.agrupamento_do_periodo(periodo)
    when 'week' then ((ate_dia - d.dia) / 7)::text
    when 'month' then to_char(d.dia, 'YYYY-MM')
    else d.dia::text
  end
  order by 1
$$;

-- Percent change of `atual` over `anterior`, one decimal; null when `anterior` is 0 (no growth can be
-- measured from nothing), as estatisticas_loja's crescimento_mensal.
create or replace function private.crescimento(atual numeric, anterior numeric) returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when anterior = 0 then null else round((atual - anterior) / anterior * 100, 1) end
$$;

revoke all on function private.agrupamento_do_periodo(text), private.barras_do_periodo(text, date),
  private.crescimento(numeric, numeric) from public;
grant execute on function private.agrupamento_do_periodo(text), private.barras_do_periodo(text, date),
  private.crescimento(numeric, numeric) to authenticated, service_role;

-- The store report of one period, as 20250801120700_relatorios.sql defined it, plus `loja` (id and name)
-- and its bars from private.barras_do_periodo.
create or replace function public.relatorio_loja(p_periodo text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  loja uuid := private.loja_do_relatorio();
  dias integer := private.dias_do_periodo(p_periodo);
  fim date := private.dia_sp(private.agora());
  inicio date;
  resultado jsonb;
begin
  if loja is null then
    raise exception 'sem_loja' using errcode = '42501';
  end if;
  if dias is null then
    raise exception 'periodo_invalido' using errcode = 'P0001', detail = coalesce(p_periodo, '');
  end if;
  inicio := fim - (dias - 1);
  with do_periodo as (
    select p.id, p.status, p.total, p.created_at, private.dia_sp(p.created_at) as dia
    from public.pedidos p
    where p.loja_id = loja
      and p.created_at >= private.inicio_dia_sp(inicio) and p.created_at < private.inicio_dia_sp(fim + 1)
  ),
  cobrados as (
    select * from do_periodo d where d.status <> 'cancelado'
  ),
  resumo as (
    select coalesce(sum(c.total), 0) as receita, count(*) as pedidos from cobrados c
  ),
  vendidos as (
    select
      i.produto_id,
      (array_agg(i.nome order by c.created_at desc, i.posicao))[1] as nome,
      sum(i.quantidade) as quantidade,
      sum(i.preco_unitario * i.quantidade) as receita
    from public.itens_pedido i
    join cobrados c on c.id = i.pedido_id
    -- an item whose product was removed keeps its name: those group by the name they were sold under
    group by i.produto_id, case when i.produto_id is null then i.nome end
  ),
  mais_vendidos as (
    select v.*, pr.imagem, cat.nome as categoria
    from vendidos v
    left join public.produtos pr on pr.id = v.produto_id
    left join public.categorias cat on cat.id = pr.categoria_id
    order by v.quantidade desc, v.receita desc, v.nome collate "C"
    limit 5
  ),
  barras as (
    select b.inicio, b.fim, coalesce(sum(c.total), 0) as receita, count(c.id)::integer as pedidos
    from private.barras_do_periodo(p_periodo, fim) b
    left join cobrados c on c.dia between b.inicio and b.fim
    group by b.inicio, b.fim
  )
  select jsonb_build_object(
    'periodo', p_periodo,
    'inicio', inicio,
    'fim', fim,
    'loja', (select jsonb_build_object('id', l.id, 'nome', l.nome) from public.lojas l where l.id = loja),
    'agrupamento', private.agrupamento_do_periodo(p_periodo),
    'receita', r.receita,
    'pedidos', r.pedidos,
    'cancelados', (select count(*) from do_periodo d where d.status = 'cancelado'),
    'ticket_medio', case when r.pedidos = 0 then 0 else round(r.receita / r.pedidos, 2) end,
    'mais_vendidos', coalesce((
      select jsonb_agg(jsonb_build_object(
        'produto_id', m.produto_id, 'nome', m.nome, 'quantidade', m.quantidade, 'receita', m.receita,
        'imagem', m.imagem, 'categoria', m.categoria
      ) order by m.quantidade desc, m.receita desc, m.nome collate "C")
      from mais_vendidos m
    ), '[]'::jsonb),
    'pontos', (
      select jsonb_agg(jsonb_build_object('inicio', b.inicio, 'fim', b.fim, 'receita', b.receita, 'pedidos', b.pedidos)
        order by b.inicio)
      from barras b
    )
  ) into resultado
  from resumo r;
  return resultado;
end;
$$;

-- The four cards of the admin report counted over [desde, ate): the same rules as
-- 20250801120700_relatorios.sql's relatorio_admin, so the current period and the one before it are
-- counted by one function. Not a definer: only relatorio_admin (which checks who asks) calls it.
create or replace function private.numeros_admin(desde timestamptz, ate timestamptz) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'empresas', (
      select jsonb_build_object(
        'cadastradas', count(*),
        'aprovadas', count(*) filter (where l.status = 'aprovada'),
        'rejeitadas', count(*) filter (where l.status = 'rejeitada')
      )
      from public.lojas l
      where l.created_at >= desde and l.created_at < ate
    ),
    'usuarios', (
      select jsonb_build_object(
        'novos', (select count(*) from public.perfis u where u.created_at >= desde and u.created_at < ate),
        'ativos', count(distinct p.cliente_id),
        'recorrentes', count(distinct p.cliente_id) filter (where exists (
          select 1 from public.pedidos antes
          where antes.cliente_id = p.cliente_id and antes.created_at < desde
        ))
      )
      from public.pedidos p
      where p.created_at >= desde and p.created_at < ate and p.cliente_id is not null
    ),
    'receita', (
      select jsonb_build_object('bruta', coalesce(sum(p.total), 0), 'pedidos_pagos', count(*))
      from public.pedidos p
      where p.created_at >= desde and p.created_at < ate and p.status <> 'cancelado'
    ),
    'atividade', (
      select jsonb_build_object('pedidos', count(*), 'cancelados', count(*) filter (where p.status = 'cancelado'))
      from public.pedidos p
      where p.created_at >= desde and p.created_at < ate
    )
  )
$$;

revoke all on function private.numeros_admin(timestamptz, timestamptz) from public;

-- The admin report of one period: the four cards as before, the growth of active users, orders and
-- revenue over the same number of days just before the period (null when that earlier figure is 0), and
-- the chart's bars, each counted like the cards over its own days.
create or replace function public.relatorio_admin(p_periodo text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dias integer := private.dias_do_periodo(p_periodo);
  fim date := private.dia_sp(private.agora());
  inicio date;
  atual jsonb;
  anterior jsonb;
begin
  if not private.is_admin() then
    raise exception 'apenas_administradores' using errcode = '42501';
  end if;
  if dias is null then
    raise exception 'periodo_invalido' using errcode = 'P0001', detail = coalesce(p_periodo, '');
  end if;
  inicio := fim - (dias - 1);
  atual := private.numeros_admin(private.inicio_dia_sp(inicio), private.inicio_dia_sp(fim + 1));
  anterior := private.numeros_admin(private.inicio_dia_sp(inicio - dias), private.inicio_dia_sp(inicio));
  return atual || jsonb_build_object(
    'periodo', p_periodo,
    'inicio', inicio,
    'fim', fim,
    'agrupamento', private.agrupamento_do_periodo(p_periodo),
    'crescimento', jsonb_build_object(
      'usuarios_ativos', private.crescimento(
        (atual #>> '{usuarios,ativos}')::numeric, (anterior #>> '{usuarios,ativos}')::numeric),
      'pedidos', private.crescimento(
        (atual #>> '{atividade,pedidos}')::numeric, (anterior #>> '{atividade,pedidos}')::numeric),
      'receita', private.crescimento(
        (atual #>> '{receita,bruta}')::numeric, (anterior #>> '{receita,bruta}')::numeric)
    ),
    'pontos', (
      select jsonb_agg(jsonb_build_object(
        'inicio', b.inicio,
        'fim', b.fim,
        'empresas', (
          select count(*) from public.lojas l
          where l.created_at >= private.inicio_dia_sp(b.inicio) and l.created_at < private.inicio_dia_sp(b.fim + 1)
        ),
        'usuarios', (
          select count(*) from public.perfis u
          where u.created_at >= private.inicio_dia_sp(b.inicio) and u.created_at < private.inicio_dia_sp(b.fim + 1)
        ),
        'pedidos', pe.pedidos,
        'cancelados', pe.cancelados,
        'receita', pe.receita
      ) order by b.inicio)
      from private.barras_do_periodo(p_periodo, fim) b
      cross join lateral (
        select
          count(*) as pedidos,
          count(*) filter (where p.status = 'cancelado') as cancelados,
          coalesce(sum(p.total) filter (where p.status <> 'cancelado'), 0) as receita
        from public.pedidos p
        where p.created_at >= private.inicio_dia_sp(b.inicio) and p.created_at < private.inicio_dia_sp(b.fim + 1)
      ) pe
    )
  );
end;
$$;

comment on function public.relatorio_loja(text) is
  'Relatório do período (week, month, quarter, year) da loja de quem chama: a loja, faturamento, pedidos, cancelados, ticket médio, mais vendidos e o gráfico.';

comment on function public.relatorio_admin(text) is
  'Os quatro cartões de /admin/reports no período (week, month, quarter, year), o crescimento sobre o período anterior e o gráfico; só administradores.';
