-- An advertiser whose plan an administrator takes off sale stays on it (its limits hold, public.limites_do_anunciante)
-- and is charged its fee until they choose another, so they must still see it: name, fee, limits. Until now the
-- plans' only reader for them was "Todos leem os planos ativos", and /advertiser/billing showed no plan and a
-- month charged R$ 0,00. The advertiser now reads their own plan, for sale or not, as a store's members read theirs.

-- The plan an advertiser is on: their account row's, or 'Anúncio Básico' (the column's default) before they have
-- one. The one definition the limits and the plans' policy share.
create or replace function private.plano_do_anunciante(anunciante uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select a.plano_id from public.anunciantes a where a.user_id = anunciante),
    'e3b3e8a9-b938-47eb-8d35-5811ddfd766a'::uuid
  )
$$;

revoke all on function private.plano_do_anunciante(uuid) from public, anon;
grant execute on function private.plano_do_anunciante(uuid) to authenticated, service_role;

create or replace function private.limites_do_anunciante(anunciante uuid)
returns table (max_anuncios integer, max_impressoes integer)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.max_anuncios, -1), coalesce(p.max_impressoes, -1)
  from (select 1) as um
  left join public.planos p on p.id = private.plano_do_anunciante(anunciante)
$$;

create policy "Anunciantes leem o próprio plano"
on public.planos for select to authenticated
using (
  (select private.current_account_type()) = 'anunciante'
  and id = (select private.plano_do_anunciante((select auth.uid())))
);
