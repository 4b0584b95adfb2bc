-- A shopper's favourites (a product or a store) and their notification and privacy preferences, both kept
-- in the database instead of one browser's storage. Only the owner reads or changes either.

-- Preferences: null until the shopper saves them (the app then shows its defaults). The shape is the
-- settings screen's: three groups of on/off switches, every key present and boolean, nothing else.
create or replace function private.preferencias_validas(prefs jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(prefs) = 'object'
    and (select array_agg(k order by k) from jsonb_object_keys(prefs) as k) = array['channels', 'privacy', 'topics']
    and (select bool_and(
          jsonb_typeof(prefs -> g.grupo) = 'object'
          and (select array_agg(k order by k) from jsonb_object_keys(prefs -> g.grupo) as k) = g.chaves
          and (select bool_and(jsonb_typeof(v) = 'boolean') from jsonb_each(prefs -> g.grupo) as e (k, v))
        )
        from (values
          ('channels', array['email', 'push', 'sms']),
          ('topics', array['orderUpdates', 'promotions']),
          ('privacy', array['personalizedOffers', 'shareUsageData', 'showNameInReviews'])
        ) as g (grupo, chaves))
$$;

revoke all on function private.preferencias_validas(jsonb) from public;
grant execute on function private.preferencias_validas(jsonb) to authenticated, service_role;

alter table public.perfis
  add column preferencias jsonb
  constraint perfis_preferencias_validas check (preferencias is null or private.preferencias_validas(preferencias));

comment on column public.perfis.preferencias is
  'Canais, assuntos e privacidade: {channels: {email, sms, push}, topics: {orderUpdates, promotions}, privacy: {...}}.';

grant update (preferencias) on table public.perfis to authenticated;

create table public.favoritos (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  produto_id uuid references public.produtos (id) on delete cascade,
  loja_id uuid references public.lojas (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- a favourite is one product or one store, never both or neither
  constraint favoritos_um_alvo check (num_nonnulls(produto_id, loja_id) = 1),
  -- nulls are distinct, so a store favourite never collides with a product one
  constraint favoritos_produto_key unique (cliente_id, produto_id),
  constraint favoritos_loja_key unique (cliente_id, loja_id)
);

comment on table public.favoritos is 'Produtos e lojas favoritos de cada cliente; só o próprio cliente lê e muda.';

create index favoritos_cliente_recentes_idx on public.favoritos (cliente_id, created_at desc);
-- the cascades from a removed product or store look rows up by these
create index favoritos_produto_id_idx on public.favoritos (produto_id) where produto_id is not null;
create index favoritos_loja_id_idx on public.favoritos (loja_id) where loja_id is not null;

revoke all on table public.favoritos from anon, authenticated, public;
grant select, insert (produto_id, loja_id), delete on table public.favoritos to authenticated;
grant all on table public.favoritos to service_role;

alter table public.favoritos enable row level security;

create policy "Cliente lê os próprios favoritos"
on public.favoritos for select to authenticated
using ((select auth.uid()) = cliente_id);

-- Only a cliente keeps favourites, and only of a product or store they can see (a hidden one stays hidden).
create policy "Cliente adiciona os próprios favoritos"
on public.favoritos for insert to authenticated
with check (
  (select auth.uid()) = cliente_id
  and (select private.current_account_type()) = 'cliente'
  and (
    (produto_id is not null and exists (select 1 from public.produtos p where p.id = produto_id))
    or (loja_id is not null and exists (select 1 from public.lojas l where l.id = loja_id))
  )
);

create policy "Cliente remove os próprios favoritos"
on public.favoritos for delete to authenticated
using ((select auth.uid()) = cliente_id);
