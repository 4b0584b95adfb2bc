-- The figures that summarise orders (product.md §2 Company dashboard and Relatórios, §9 report periods),
-- aggregated here from pedidos, itens_pedido and eventos_pedido instead of loading rows into the app. Every
-- day is a São Paulo calendar day, and "today" is private.agora()'s (the SQL suite pins it).
--
-- Three security-definer functions, each checking who asks before reading anything (SQLSTATE 42501
-- otherwise): public.estatisticas_loja() and public.relatorio_loja(p_periodo) answer only about the
-- caller's own store (their first membership, owner or courier), public.relatorio_admin(p_periodo) only to
-- an administrator. A period is 'week', 'month', 'quarter' or 'year': the last 7, 30, 90 or 365 days ending
-- today, as lib/reports/periods.ts; anything else is refused with periodo_invalido (P0001, detail = it).
--
-- A cancelled order was never charged: it counts as cancelled, never as revenue, an order or a sale.

-- The São Paulo calendar day of an instant.
create or replace function private.dia_sp(instante timestamptz) returns date
language sql
immutable
set search_path = ''
as $$
  select (instante at time zone 'America/Sao_Paulo')::date
$$;

-- The instant a São Paulo calendar day starts, so a day range filters on the created_at indexes.
create or replace function private.inicio_dia_sp(dia date) returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select dia::timestamp at time zone 'America/Sao_Paulo'
$$;

-- How many days a report period covers (lib/reports/periods.ts PERIOD_DAYS); null for anything else.
create or replace function private.dias_do_periodo(periodo text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case periodo when 'week' then 7 when 'month' then 30 when 'quarter' then 90 when 'year' then 365 end
$$;

-- The store the caller's figures are about: their first membership, as lib/data/my-store.ts reads it.
create or replace function private.loja_do_relatorio() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.loja_id from public.membros_loja m
  where m.user_id = (select auth.uid())
  order by m.created_at, m.loja_id
  limit 1
$$;

revoke all on function private.dia_sp(timestamptz), private.inicio_dia_sp(date), private.dias_do_periodo(text),
  private.loja_do_relatorio() from public;
grant execute on function private.dia_sp(timestamptz), private.inicio_dia_sp(date), private.dias_do_periodo(text)
  to authenticated, service_role;

-- The dashboard's six cards (product.md §2 Company dashboard) for the caller's store:
--   pedidos_hoje, faturamento_hoje: orders placed today and their totals;
--   tempo_medio_entrega: minutes from the 'confirmado' event to the 'entregue' event, averaged over the
--     delivery orders handed over in the last 30 days (a pickup's hand-over waits on the customer, not the
--     store); null when there is none;
--   avaliacao: lojas.avaliacao;
--   crescimento_mensal: percent change of the revenue of the last 30 days over the 30 before, one decimal;
--     null when the earlier revenue is 0 (no growth can be measured from nothing);
--   total_clientes: distinct customers with a charged order, ever.
create or replace function public.estatisticas_loja() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  loja uuid := private.loja_do_relatorio();
  hoje date := private.dia_sp(private.agora());
  resultado jsonb;
begin
  if loja is null then
    raise exception 'sem_loja' using errcode = '42501';
  end if;
  with cobrados as (
    select p.id, p.total, p.created_at, p.cliente_id, p.tipo_entrega, p.status
    from public.pedidos p
    where p.loja_id = loja and p.status <> 'cancelado'
  ),
  entregas as (
    select extract(epoch from (entregue.created_at - confirmado.created_at)) / 60 as minutos
    from cobrados c
    cross join lateral (
      select max(e.created_at) as created_at from public.eventos_pedido e
      where e.pedido_id = c.id and e.para = 'entregue'
    ) entregue
    cross join lateral (
      select min(e.created_at) as created_at from public.eventos_pedido e
      where e.pedido_id = c.id and e.para = 'confirmado'
    ) confirmado
    where c.status = 'entregue' and c.tipo_entrega = 'entrega'
      and entregue.created_at >= private.inicio_dia_sp(hoje - 29)
      and entregue.created_at < private.inicio_dia_sp(hoje + 1)
      and confirmado.created_at is not null
  ),
  meses as (
    select
      coalesce(sum(c.total) filter (where c.created_at >= private.inicio_dia_sp(hoje - 29)), 0) as atual,
      coalesce(sum(c.total) filter (where c.created_at < private.inicio_dia_sp(hoje - 29)), 0) as anterior
    from cobrados c
    where c.created_at >= private.inicio_dia_sp(hoje - 59) and c.created_at < private.inicio_dia_sp(hoje + 1)
  )
  select jsonb_build_object(
    'pedidos_hoje', (
      select count(*) from cobrados c
      where c.created_at >= private.inicio_dia_sp(hoje) and c.created_at < private.inicio_dia_sp(hoje + 1)
    ),
    'faturamento_hoje', (
      select coalesce(sum(c.total), 0) from cobrados c
      where c.created_at >= private.inicio_dia_sp(hoje) and c.created_at < private.inicio_dia_sp(hoje + 1)
    ),
    'tempo_medio_entrega', (select round(avg(e.minutos))::integer from entregas e),
    'avaliacao', (select l.avaliacao from public.lojas l where l.id = loja),
    'crescimento_mensal', (
      select case when m.anterior = 0 then null else round((m.atual - m.anterior) / m.anterior * 100, 1) end
      from meses m
    ),
    'total_clientes', (select count(distinct c.cliente_id) from cobrados c)
  ) into resultado;
  return resultado;
end;
$$;

revoke all on function public.estatisticas_loja() from public, anon;
grant execute on function public.estatisticas_loja() to authenticated;

comment on function public.estatisticas_loja() is
  'Os seis números do painel da loja de quem chama (pedidos e faturamento de hoje, tempo médio de entrega, avaliação, crescimento mensal, clientes).';

-- The store report of one period (product.md §9) for the caller's store: receita, pedidos and ticket_medio
-- of the charged orders placed in the period, cancelados, the five best sellers (by units, then revenue,
-- then name; named as last sold, with the product's photo and category while it exists) and the revenue
-- per bar of the chart: per day for a week or a month, per week counted back from today for a quarter
-- (the oldest week may be short), per calendar month for a year. Every bar is there, empty ones at 0.
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
  agrupamento text;
  resultado jsonb;
begin
  if loja is null then
    raise exception 'sem_loja' using errcode = '42501';
  end if;
  if dias is null then
    raise exception 'periodo_invalido' using errcode = 'P0001', detail = coalesce(p_periodo, '');
  end if;
  inicio := fim - (dias - 1);
  -- a quarter has 90 bars by day and a year 365: too thin to read, so they are grouped
  agrupamento := case p_periodo when 'quarter' then 'week' when 'year' then 'month' else 'day' end;
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
  por_dia as (
    select c.dia, sum(c.total) as receita, count(*) as pedidos from cobrados c group by c.dia
  ),
  dias_do_periodo as (
    select g.dia::date as dia from generate_series(inicio, fim, interval '1 day') as g (dia)
  ),
  barras as (
    select
      min(d.dia) as inicio,
      max(d.dia) as fim,
      coalesce(sum(pd.receita), 0) as receita,
      coalesce(sum(pd.pedidos), 0)::integer as pedidos
    from dias_do_periodo d
    left join por_dia pd on pd.dia = d.dia
    group by case agrupamento
      when 'week' then ((fim - d.dia) / 7)::text
      when 'month' then to_char(d.dia, 'YYYY-MM')
      else d.dia::text
    end
  )
  select jsonb_build_object(
    'periodo', p_periodo,
    'inicio', inicio,
    'fim', fim,
    'agrupamento', agrupamento,
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

revoke all on function public.relatorio_loja(text) from public, anon;
grant execute on function public.relatorio_loja(text) to authenticated;

comment on function public.relatorio_loja(text) is
  'Relatório do período (week, month, quarter, year) da loja de quem chama: faturamento, pedidos, cancelados, ticket médio, mais vendidos e o gráfico.';

-- The four cards of /admin/reports (product.md §2 Relatórios) over one period, for an administrator:
--   empresas: stores registered in the period (lojas.created_at), and how many of those are approved or
--     rejected today (a decision carries no date of its own);
--   usuarios: accounts created in the period (perfis.created_at); active ones placed an order in it;
--     returning ones are active and had ordered before it;
--   receita: totals of the charged orders placed in the period, and how many they are;
--   atividade: orders placed in the period and how many were cancelled. Visits and searches are not
--     measured by the app, so the report has none.
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
  desde timestamptz;
  ate timestamptz;
begin
  if not private.is_admin() then
    raise exception 'apenas_administradores' using errcode = '42501';
  end if;
  if dias is null then
    raise exception 'periodo_invalido' using errcode = 'P0001', detail = coalesce(p_periodo, '');
  end if;
  inicio := fim - (dias - 1);
  desde := private.inicio_dia_sp(inicio);
  ate := private.inicio_dia_sp(fim + 1);
  return jsonb_build_object(
    'periodo', p_periodo,
    'inicio', inicio,
    'fim', fim,
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
  );
end;
$$;

revoke all on function public.relatorio_admin(text) from public, anon;
grant execute on function public.relatorio_admin(text) to authenticated;

comment on function public.relatorio_admin(text) is
  'Os quatro cartões de /admin/reports no período (week, month, quarter, year): empresas, usuários, receita e atividade; só administradores.';

-- The admin report counts orders of every store by their day, so an index on created_at alone serves it.
create index if not exists pedidos_created_at_idx on public.pedidos (created_at);
