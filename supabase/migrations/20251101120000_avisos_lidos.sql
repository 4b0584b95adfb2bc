-- Which notices each person has read (product.md D11, /company/avisos and /customer/avisos), kept in the
-- database instead of one browser's storage: a store owner who reads a notice on the phone finds it read on
-- the computer too. The notices themselves are derived from the orders' history and the coupons; a row here
-- only says "this person read this one". Only its owner reads or adds it; an account removed takes its rows.

create table public.avisos_lidos (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- a notice's id as lib/notices/derive.ts builds it: '<order id>:<kind>' or 'coupon:<coupon id>'
  aviso_id text not null
    constraint avisos_lidos_aviso_id_formato check (
      aviso_id ~ '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[A-Za-z]{1,20}|coupon:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$'
    ),
  lido_em timestamptz not null default now(),
  primary key (user_id, aviso_id)
);

comment on table public.avisos_lidos is 'Avisos que cada pessoa marcou como lidos; só a própria pessoa lê e marca.';

revoke all on table public.avisos_lidos from anon, authenticated, public;
grant select, insert (aviso_id) on table public.avisos_lidos to authenticated;
grant all on table public.avisos_lidos to service_role;

alter table public.avisos_lidos enable row level security;

create policy "Cada um lê os próprios avisos lidos"
on public.avisos_lidos for select to authenticated
using ((select auth.uid()) = user_id);

-- Only the account types that have notices: a shopper, a store's owner and its couriers.
create policy "Cada um marca os próprios avisos como lidos"
on public.avisos_lidos for insert to authenticated
with check (
  (select auth.uid()) = user_id
  and (select private.current_account_type()) in ('cliente', 'empresa', 'entregador')
);

-- 'Marcar todos como lidos' in one statement: every id at once or none, and marking one already read is
-- not an error (a second tab, a double tap). Invoker, so the policies above decide. Returns how many were
-- new. At most 500 ids a call: more than the notices page ever lists.
create or replace function public.marcar_avisos_lidos(ids text[]) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  novos integer;
begin
  if ids is null or cardinality(ids) = 0 then
    return 0;
  end if;
  if cardinality(ids) > 500 then
    raise exception 'avisos_demais' using errcode = '22023';
  end if;
  insert into public.avisos_lidos (aviso_id)
  select distinct id from unnest(ids) as id
  on conflict (user_id, aviso_id) do nothing;
  get diagnostics novos = row_count;
  return novos;
end
$$;

revoke all on function public.marcar_avisos_lidos(text[]) from public, anon;
grant execute on function public.marcar_avisos_lidos(text[]) to authenticated, service_role;

-- Which of these notices the caller has read: the notices page and the menu badge ask about the notices they
-- show (a few hundred ids at most, sent in the body rather than a URL). Invoker: only the caller's own rows.
create or replace function public.avisos_lidos_dentre(ids text[]) returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(a.aviso_id order by a.aviso_id), '{}')
  from public.avisos_lidos a
  where a.user_id = (select auth.uid())
    and a.aviso_id = any (ids[1:500])
$$;

revoke all on function public.avisos_lidos_dentre(text[]) from public, anon;
grant execute on function public.avisos_lidos_dentre(text[]) to authenticated, service_role;
