-- Issue 24: the sitemap read its addresses 1,000 at a time by OFFSET, and each call sorted every public store and
-- product to skip the earlier ones (a sequential scan of produtos and a sort of ~25,000 rows per call at the bench's
-- city): 25 calls to list the city, 1.8 s on PGlite. It now reads by cursor (keyset): the next page starts after the
-- last row of the previous one, so a page walks 1,000 index entries and nothing else.
-- The order is the same: public stores oldest first (lojas_listadas_idx: created_at, id), then their products by id
-- (the primary key). A cursor is the last row read: its kind, its store's created_at (`desde`, which the function
-- returns for that purpose; null for a product) and its id. `pular` skips rows after the cursor: a sitemap file
-- other than the first starts with one such read (lib/seo/sitemap.ts), the only walk past rows it does not return.
-- Security invoker, as before: the policies apply.

drop function public.mapa_do_site(integer, integer);

create function public.mapa_do_site(
  apos_tipo text default null,
  apos_desde timestamptz default null,
  apos_id uuid default null,
  pular integer default 0,
  limite integer default 1000
)
returns table (tipo text, id uuid, desde timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  quantos integer := least(greatest(coalesce(limite, 1000), 1), 1000);
  salto integer := greatest(coalesce(pular, 0), 0);
  lojas_depois integer := 0;
  lidas integer := 0;
begin
  if apos_tipo is distinct from 'produto' then
    -- the stores after the cursor (all of them without one), unless the skip passes them all
    if salto > 0 then
      select count(*) into lojas_depois
      from public.lojas l
      where l.status = 'aprovada' and l.ativa
        and (apos_tipo is null or (l.created_at, l.id) > (apos_desde, apos_id));
    end if;
    if salto = 0 or salto < lojas_depois then
      return query
        select 'loja'::text, l.id, l.created_at
        from public.lojas l
        where l.status = 'aprovada' and l.ativa
          and (apos_tipo is null or (l.created_at, l.id) > (apos_desde, apos_id))
        order by l.created_at, l.id
        offset salto
        limit quantos;
      get diagnostics lidas = row_count;
      salto := 0;
    else
      salto := salto - lojas_depois;
    end if;
    if lidas = quantos then
      return;
    end if;
  end if;
  -- the products of public stores: after the cursor's product, or from the first one after the stores
  if apos_tipo = 'produto' then
    return query
      select 'produto'::text, p.id, null::timestamptz
      from public.produtos p
      where p.loja_id in (select l.id from public.lojas l where l.status = 'aprovada' and l.ativa)
        and p.id > apos_id
      order by p.id
      offset salto
      limit quantos;
  else
    return query
      select 'produto'::text, p.id, null::timestamptz
      from public.produtos p
      where p.loja_id in (select l.id from public.lojas l where l.status = 'aprovada' and l.ativa)
      order by p.id
      offset salto
      limit quantos - lidas;
  end if;
end
$$;

revoke all on function public.mapa_do_site(text, timestamptz, uuid, integer, integer) from public;
grant execute on function public.mapa_do_site(text, timestamptz, uuid, integer, integer)
  to anon, authenticated, service_role;
