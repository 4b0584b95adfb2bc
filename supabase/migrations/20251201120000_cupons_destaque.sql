-- The home's coupon banners (product.md §2: title, subtitle, code with 'Copiar código'), kept in the database
-- instead of the code: an administrator with layout.edit chooses, on /admin/layout, which of the marketplace's
-- own coupons the home and the shoppers' coupon wallet advertise, with what words and in which order. A
-- banner is a marketplace coupon's (a store's coupon never is), at most six, positions 1 to 6.
--
-- Nobody reads the table through the Data API but administrators: the public reads the banners through
-- public.cupons_em_destaque(), which gives each banner's words and code only while its coupon is switched on
-- and valid today (São Paulo's calendar), never the coupon's other rules.

create table public.cupons_destaque (
  cupom_id uuid primary key references public.cupons (id) on delete cascade,
  -- lib/marketing/coupon-banner-form.ts: the same lengths, trimmed
  titulo text not null check (titulo = btrim(titulo) and length(titulo) between 3 and 60),
  subtitulo text not null check (subtitulo = btrim(subtitulo) and length(subtitulo) between 3 and 140),
  posicao smallint not null check (posicao between 1 and 6),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- deferrable, so public.mover_cupom_destaque swaps two positions in one statement's transaction
  constraint cupons_destaque_posicao_key unique (posicao) deferrable initially immediate
);

comment on table public.cupons_destaque is
  'Cupons da Vitrine anunciados na página inicial e na carteira de cupons: título, subtítulo e posição (1 a 6).';

create trigger cupons_destaque_set_updated_at
before update on public.cupons_destaque
for each row execute function private.set_updated_at();

-- Only a marketplace coupon (no store) is a banner: a store's code is the store's to give out.
create or replace function private.guard_cupons_destaque() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.cupons c where c.id = new.cupom_id and c.loja_id is null) then
    raise exception 'cupom_nao_e_da_vitrine'
      using errcode = '23514', detail = 'Só um cupom da Vitrine (sem loja) aparece na página inicial.';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_cupons_destaque() from public, anon, authenticated;

create trigger cupons_destaque_guard
before insert or update of cupom_id on public.cupons_destaque
for each row execute function private.guard_cupons_destaque();

revoke all on table public.cupons_destaque from anon, authenticated, public;
grant select on table public.cupons_destaque to authenticated;
grant insert (cupom_id, titulo, subtitulo, posicao) on table public.cupons_destaque to authenticated;
grant update (titulo, subtitulo, posicao) on table public.cupons_destaque to authenticated;
grant delete on table public.cupons_destaque to authenticated;
grant all on table public.cupons_destaque to service_role;

alter table public.cupons_destaque enable row level security;

create policy "Administradores leem os cupons em destaque"
on public.cupons_destaque for select to authenticated
using ((select private.is_admin()));

-- Layout: Editar (the same cell as the theme's).
create policy "Administradores com layout.edit destacam cupons"
on public.cupons_destaque for insert to authenticated
with check ((select private.tem_permissao('layout', 'edit')));

create policy "Administradores com layout.edit editam os destaques"
on public.cupons_destaque for update to authenticated
using ((select private.tem_permissao('layout', 'edit')))
with check ((select private.tem_permissao('layout', 'edit')));

create policy "Administradores com layout.edit removem destaques"
on public.cupons_destaque for delete to authenticated
using ((select private.tem_permissao('layout', 'edit')));

-- What the home and the wallet show: the banners whose coupon is on and valid today, by position. Definer,
-- because the public may not read public.cupons (product.md §3: no public list of codes); it answers only
-- the codes an administrator chose to advertise.
create or replace function public.cupons_em_destaque()
returns table (cupom_id uuid, titulo text, subtitulo text, codigo text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.cupom_id, d.titulo, d.subtitulo, c.codigo
  from public.cupons_destaque d
  join public.cupons c on c.id = d.cupom_id
  where c.loja_id is null and c.ativo and private.hoje_sp() between c.inicio and c.fim
  order by d.posicao
  limit 6
$$;

revoke all on function public.cupons_em_destaque() from public;
grant execute on function public.cupons_em_destaque() to anon, authenticated, service_role;

comment on function public.cupons_em_destaque() is
  'Os cupons em destaque que valem hoje, na ordem da página inicial: título, subtítulo e código.';

-- The arrows of /admin/layout: the banner moves to `posicao`, and the banner that held it (if any) takes its
-- old place, in one transaction. Invoker, so the update policy decides (layout.edit). True when it moved.
create or replace function public.mover_cupom_destaque(p_cupom_id uuid, p_posicao smallint) returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  antiga smallint;
begin
  if p_posicao is null or p_posicao not between 1 and 6 then
    raise exception 'posicao_invalida' using errcode = '22023', detail = coalesce(p_posicao::text, 'null');
  end if;
  select d.posicao into antiga from public.cupons_destaque d where d.cupom_id = p_cupom_id for update;
  if not found then
    return false;
  end if;
  if antiga = p_posicao then
    return true;
  end if;
  set constraints public.cupons_destaque_posicao_key deferred;
  update public.cupons_destaque set posicao = antiga where posicao = p_posicao;
  update public.cupons_destaque set posicao = p_posicao where cupom_id = p_cupom_id;
  return found;
end;
$$;

revoke all on function public.mover_cupom_destaque(uuid, smallint) from public, anon;
grant execute on function public.mover_cupom_destaque(uuid, smallint) to authenticated;

comment on function public.mover_cupom_destaque(uuid, smallint) is
  'Leva um cupom em destaque a outra posição, trocando com o que estava nela; só quem tem layout.edit.';
