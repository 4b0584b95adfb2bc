-- One opening-hours rule in SQL: the checkout's private.loja_aberta (20250801120200_pedidos.sql) held its own copy
-- of the rule busca.loja_aberta holds (20251001120600); it now asks that one. Same signature, grants and answers
-- (tests/backend/sql-pedidos.ts compares both with lib/store/opening-hours.ts isOpenAt for every half hour of a week).
create or replace function private.loja_aberta(horarios jsonb, instante timestamptz) returns boolean
language sql
stable
set search_path = ''
as $$
  select busca.loja_aberta(horarios, instante)
$$;
