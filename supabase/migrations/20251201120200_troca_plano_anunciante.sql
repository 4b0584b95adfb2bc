-- An advertiser changes plan themselves on /advertiser/billing ('Mudar para este plano'), at once: the new
-- limits hold from that moment and the open month is charged the new plan's fee, while each closed month keeps
-- the fee it was charged. anunciantes.plano_id stays out of the advertiser's grants: only
-- public.mudar_plano_anunciante moves it, after checking the plan is an advertiser plan for sale and that the ads
-- in use fit it. Each change is kept (trocas_plano_anunciante), so the statement knows what every month cost.

create table public.trocas_plano_anunciante (
  id uuid primary key default gen_random_uuid(),
  anunciante_id uuid not null references auth.users (id) on delete cascade,
  plano_anterior uuid not null references public.planos (id),
  -- the monthly fees as they were at the change: the months before it were charged preco_anterior
  preco_anterior numeric(10, 2) not null check (preco_anterior >= 0),
  plano_novo uuid not null references public.planos (id),
  preco_novo numeric(10, 2) not null check (preco_novo >= 0),
  em timestamptz not null default now(),
  check (plano_novo <> plano_anterior)
);

comment on table public.trocas_plano_anunciante is
  'Cada troca de plano de um anunciante: de qual para qual, os preços de então e quando. Só a função grava.';

create index trocas_plano_anunciante_anunciante_em on public.trocas_plano_anunciante (anunciante_id, em);

revoke all on table public.trocas_plano_anunciante from anon, authenticated, public;
grant select on table public.trocas_plano_anunciante to authenticated;
grant all on table public.trocas_plano_anunciante to service_role;

alter table public.trocas_plano_anunciante enable row level security;

create policy "Anunciantes leem as próprias trocas de plano"
on public.trocas_plano_anunciante for select to authenticated
using (anunciante_id = (select auth.uid()) or (select private.is_admin()));

-- 'Mudar para este plano': 'mudou', or 'mesmo' when the advertiser is already on it (a second tap). Refusals:
-- apenas_anunciantes (42501); plano_indisponivel (not an advertiser plan for sale); plano_pequeno (the ads in
-- use, detail, exceed the plan's maxAds, hint), counted as the anuncios_limite trigger counts them.
create or replace function public.mudar_plano_anunciante(p_plano uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  eu uuid := (select auth.uid());
  novo public.planos;
  atual uuid;
  em_uso integer;
begin
  if eu is null or private.current_account_type() is distinct from 'anunciante' then
    raise exception 'apenas_anunciantes' using errcode = '42501';
  end if;
  select p.* into novo from public.planos p where p.id = p_plano and p.tipo = 'anunciante' and p.ativo;
  if not found then
    raise exception 'plano_indisponivel' using errcode = 'P0001', detail = coalesce(p_plano::text, 'null');
  end if;
  -- the same lock the anuncios_limite trigger takes: no ad slips in while the plan changes
  perform pg_advisory_xact_lock(hashtextextended(eu::text, 23));
  insert into public.anunciantes (user_id) values (eu) on conflict (user_id) do nothing;
  select a.plano_id into atual from public.anunciantes a where a.user_id = eu for update;
  if atual = novo.id then
    return 'mesmo';
  end if;
  if novo.max_anuncios >= 0 then
    select count(*) into em_uso from public.anuncios an join public.campanhas c on c.id = an.campanha_id
    where an.anunciante_id = eu and c.data_fim >= private.hoje_sp();
    if em_uso > novo.max_anuncios then
      raise exception 'plano_pequeno' using errcode = 'P0001', detail = em_uso::text, hint = novo.max_anuncios::text;
    end if;
  end if;
  insert into public.trocas_plano_anunciante (anunciante_id, plano_anterior, preco_anterior, plano_novo, preco_novo, em)
  select eu, atual, p.preco, novo.id, novo.preco, private.agora() from public.planos p where p.id = atual;
  update public.anunciantes set plano_id = novo.id where user_id = eu;
  return 'mudou';
end;
$$;

revoke all on function public.mudar_plano_anunciante(uuid) from public, anon;
grant execute on function public.mudar_plano_anunciante(uuid) to authenticated;

comment on function public.mudar_plano_anunciante(uuid) is
  'O anunciante troca de plano na hora: plano de anunciante à venda, com os anúncios em uso cabendo nele.';

comment on table public.anunciantes is
  'Conta de cada anunciante: o plano (só public.mudar_plano_anunciante e o service role mudam) e os dados de contato.';
