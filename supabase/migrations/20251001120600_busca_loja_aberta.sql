-- Issue 24: the search's open-first order asks busca.loja_aberta once per listed store on every search (500 in a
-- city). Its body read the clock through two nested subqueries, which the executor set up again on each call:
-- about 17 µs a store on PGlite, a third of a broad search's time. The same rule as one expression (no FROM) costs
-- a third of that; the rule, the signature and the grants are unchanged (tests/backend/sql-busca.ts).
-- product.md §4: open when `agora`, on São Paulo's clock, lies in [open, close) of its weekday and the day is
-- not flagged closed; a missing day is closed. The SQL twin of lib/store/opening-hours.ts isOpenAt.
create or replace function busca.loja_aberta(horarios jsonb, agora timestamptz) returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select coalesce(
    not ((horarios -> lower(to_char(agora at time zone 'America/Sao_Paulo', 'FMDay'))) ->> 'closed')::boolean
      and to_char(agora at time zone 'America/Sao_Paulo', 'HH24:MI') collate "C"
        >= ((horarios -> lower(to_char(agora at time zone 'America/Sao_Paulo', 'FMDay'))) ->> 'open') collate "C"
      and to_char(agora at time zone 'America/Sao_Paulo', 'HH24:MI') collate "C"
        < ((horarios -> lower(to_char(agora at time zone 'America/Sao_Paulo', 'FMDay'))) ->> 'close') collate "C",
    false
  )
$$;
