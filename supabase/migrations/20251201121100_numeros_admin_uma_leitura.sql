-- Issue 24: the admin's cards (private.numeros_admin, twice per report: the period and the one before it) read the
-- period's orders three times (active users, revenue, activity), and asked "has this customer ordered before?" once
-- per order rather than once per customer. At the bench's city (50,000 orders in a year, 5,000 customers) that was
-- most of relatorio_admin('year'): 175 ms on PGlite, 100 ms with the body below (the same report, compared whole).
-- The period's orders are now read once (janela) and the earlier-order probe runs once per distinct customer.
-- The answer is the same: tests/backend/sql-relatorios.ts checks the cards of every period on PGlite and on
-- PostgreSQL 15.
create or replace function private.numeros_admin(desde timestamptz, ate timestamptz) returns jsonb
language sql
stable
set search_path = ''
as $$
  with janela as (
    select p.cliente_id, p.status, p.total
    from public.pedidos p
    where p.created_at >= desde and p.created_at < ate
  ),
  clientes as (
    select distinct j.cliente_id from janela j where j.cliente_id is not null
  )
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
        'ativos', count(*),
        'recorrentes', count(*) filter (where exists (
          select 1 from public.pedidos antes
          where antes.cliente_id = c.cliente_id and antes.created_at < desde
        ))
      )
      from clientes c
    ),
    'receita', (
      select jsonb_build_object(
        'bruta', coalesce(sum(j.total) filter (where j.status <> 'cancelado'), 0),
        'pedidos_pagos', count(*) filter (where j.status <> 'cancelado')
      )
      from janela j
    ),
    'atividade', (
      select jsonb_build_object('pedidos', count(*), 'cancelados', count(*) filter (where j.status = 'cancelado'))
      from janela j
    )
  )
$$;

revoke all on function private.numeros_admin(timestamptz, timestamptz) from public;
