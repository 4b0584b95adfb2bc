-- Advertisers' campaigns and ads (product.md §3 Campaign and Ad, §4 campaign states), the banner slot of the
-- home that shows them, and the counts their figures come from.
--
-- An advertiser (tipo_conta anunciante) reads and writes only their own rows; administrators read all;
-- visitors read nothing here but what public.anuncios_elegiveis() answers. A campaign's status changes only
-- through public.mudar_status_campanha (a finished campaign, past its end date, is never active again).
-- Impressions and clicks are written only by public.registrar_impressao and public.registrar_clique, which
-- the app's public routes call with the service role: each page view (a uuid the browser draws) counts
-- once per ad, a click needs nothing but that view, and one address counts at most a few per hour, so a
-- script cannot inflate the figures cheaply. Spent is clicks × the campaign's CPC, never past its budget:
-- a campaign that spent its budget shows no more ads.
--
-- Refusals (SQLSTATE P0001): inicio_no_passado, fim_no_passado, campanha_finalizada, status_invalido,
-- campanha_nao_encontrada (also for another advertiser's), limite_anuncios (detail = the plan's maxAds),
-- periodo_invalido (detail = the period).

-- The advertiser's account: their plan (product.md §9 advertiser plans: maxAds and monthly maxImpressions,
-- -1 unlimited) and the contact details of /advertiser/settings. No row reads as the basic plan.
create table public.anunciantes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- 'Anúncio Básico' unless an administrator (service role) moves them
  plano_id uuid not null default 'e3b3e8a9-b938-47eb-8d35-5811ddfd766a' references public.planos (id),
  empresa text not null default '' check (length(empresa) <= 80),
  contato text not null default '' check (length(contato) <= 80),
  telefone text not null default '' check (length(telefone) <= 20),
  site text not null default '' check (site = '' or (site ~ '^https?://[^\s]+$' and length(site) <= 200)),
  notificacoes jsonb not null default '{}'::jsonb check (jsonb_typeof(notificacoes) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.anunciantes is 'Conta de cada anunciante: o plano (só o service role muda) e os dados de contato.';

create trigger anunciantes_set_updated_at
before update on public.anunciantes
for each row execute function private.set_updated_at();

create table public.campanhas (
  id uuid primary key default gen_random_uuid(),
  anunciante_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  nome text not null check (length(btrim(nome)) between 1 and 80),
  -- 'finalizada' is never stored: a campaign past its end date is finished (private.status_campanha)
  status text not null default 'ativa' check (status in ('ativa', 'pausada')),
  orcamento numeric(10, 2) not null check (orcamento > 0 and orcamento <= 1000000),
  -- what one counted click costs the advertiser
  cpc numeric(10, 2) not null default 0.50 check (cpc >= 0.10 and cpc <= 100),
  data_inicio date not null,
  data_fim date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (data_fim > data_inicio),
  unique (id, anunciante_id)
);

comment on table public.campanhas is 'Campanhas dos anunciantes: orçamento, custo por clique, período (dias de São Paulo) e status.';

create index campanhas_anunciante_id_idx on public.campanhas (anunciante_id, created_at desc);

create trigger campanhas_set_updated_at
before update on public.campanhas
for each row execute function private.set_updated_at();

create table public.anuncios (
  id uuid primary key default gen_random_uuid(),
  campanha_id uuid not null,
  anunciante_id uuid not null default auth.uid(),
  titulo text not null check (length(btrim(titulo)) between 1 and 60),
  descricao text not null default '' check (length(descricao) <= 140),
  -- one of the Vitrine's ad pictures (public/images/ads), or none for a text ad
  imagem text check (imagem is null or imagem ~ '^/images/ads/[a-z0-9-]+\.(svg|png|jpg|webp)$'),
  -- where a click goes: http(s) only, never a javascript: or data: URL
  url_destino text not null check (url_destino ~ '^https?://[^\s/?#]+[^\s]*$' and length(url_destino) <= 500),
  status text not null default 'ativo' check (status in ('ativo', 'pausado')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- an ad shows a picture or a text
  check (imagem is not null or length(btrim(descricao)) > 0),
  -- the campaign is the advertiser's own
  foreign key (campanha_id, anunciante_id) references public.campanhas (id, anunciante_id) on delete cascade
);

comment on table public.anuncios is 'Anúncios de cada campanha: título, texto ou imagem e o endereço para onde o clique leva.';

create index anuncios_campanha_id_idx on public.anuncios (campanha_id);
create index anuncios_anunciante_id_idx on public.anuncios (anunciante_id, created_at desc);

create trigger anuncios_set_updated_at
before update on public.anuncios
for each row execute function private.set_updated_at();

-- Each São Paulo day of an ad: impressions, clicks and what those clicks cost.
create table public.metricas_anuncio_dia (
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  dia date not null,
  impressoes integer not null default 0 check (impressoes >= 0),
  cliques integer not null default 0 check (cliques >= 0),
  gasto numeric(12, 2) not null default 0 check (gasto >= 0),
  primary key (anuncio_id, dia)
);

comment on table public.metricas_anuncio_dia is 'Impressões, cliques e gasto de cada anúncio por dia de São Paulo; só as funções de contagem escrevem.';

create index metricas_anuncio_dia_dia_idx on public.metricas_anuncio_dia (dia);

-- The page views an ad was seen (and clicked) in: one row per (ad, view), kept two days for dedup and
-- the per-address bounds. `origem` is a hash of the visitor's address, never the address itself.
create table public.visualizacoes_anuncio (
  id bigint generated always as identity primary key,
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  visualizacao uuid not null,
  origem text not null,
  clicado_em timestamptz,
  created_at timestamptz not null default now(),
  unique (anuncio_id, visualizacao)
);

create index visualizacoes_anuncio_origem_idx on public.visualizacoes_anuncio (origem, created_at);
create index visualizacoes_anuncio_created_at_idx on public.visualizacoes_anuncio (created_at);

-- Grants: advertisers write their campaigns' and ads' own fields; statuses of campaigns, plans and
-- every count belong to the functions below.
revoke all on table public.anunciantes, public.campanhas, public.anuncios, public.metricas_anuncio_dia,
  public.visualizacoes_anuncio from anon, authenticated, public;
grant select on table public.anunciantes, public.campanhas, public.anuncios, public.metricas_anuncio_dia
  to authenticated;
grant insert (user_id, empresa, contato, telefone, site, notificacoes),
  update (empresa, contato, telefone, site, notificacoes) on table public.anunciantes to authenticated;
grant insert (nome, orcamento, cpc, data_inicio, data_fim),
  update (nome, orcamento, cpc, data_inicio, data_fim) on table public.campanhas to authenticated;
grant insert (campanha_id, titulo, descricao, imagem, url_destino),
  update (titulo, descricao, imagem, url_destino, status) on table public.anuncios to authenticated;
grant all on table public.anunciantes, public.campanhas, public.anuncios, public.metricas_anuncio_dia,
  public.visualizacoes_anuncio to service_role;

alter table public.anunciantes enable row level security;
alter table public.campanhas enable row level security;
alter table public.anuncios enable row level security;
alter table public.metricas_anuncio_dia enable row level security;
alter table public.visualizacoes_anuncio enable row level security;

create policy anunciantes_select on public.anunciantes for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy anunciantes_insert on public.anunciantes for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.current_account_type()) = 'anunciante');
create policy anunciantes_update on public.anunciantes for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy campanhas_select on public.campanhas for select to authenticated
  using (anunciante_id = (select auth.uid()) or (select private.is_admin()));
create policy campanhas_insert on public.campanhas for insert to authenticated
  with check (anunciante_id = (select auth.uid()) and (select private.current_account_type()) = 'anunciante');
create policy campanhas_update on public.campanhas for update to authenticated
  using (anunciante_id = (select auth.uid())) with check (anunciante_id = (select auth.uid()));

create policy anuncios_select on public.anuncios for select to authenticated
  using (anunciante_id = (select auth.uid()) or (select private.is_admin()));
create policy anuncios_insert on public.anuncios for insert to authenticated
  with check (anunciante_id = (select auth.uid()) and (select private.current_account_type()) = 'anunciante');
create policy anuncios_update on public.anuncios for update to authenticated
  using (anunciante_id = (select auth.uid())) with check (anunciante_id = (select auth.uid()));

create policy metricas_anuncio_dia_select on public.metricas_anuncio_dia for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.anuncios a where a.id = anuncio_id and a.anunciante_id = (select auth.uid())
    )
  );
-- visualizacoes_anuncio: no policy, only the definer functions and the service role touch it

-- Today as the campaigns see it: the São Paulo day of private.agora().
create or replace function private.hoje_sp() returns date
language sql
stable
set search_path = ''
as $$
  select private.dia_sp(private.agora())
$$;

-- product.md §4: Ativa, Pausada or Finalizada; finished once its end date has passed, whatever was stored.
create or replace function private.status_campanha(status text, data_fim date, hoje date) returns text
language sql
immutable
set search_path = ''
as $$
  select case when data_fim < hoje then 'finalizada' else status end
$$;

-- What a campaign has spent: the cost of its ads' counted clicks.
create or replace function private.gasto_campanha(campanha uuid) returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(m.gasto), 0)
  from public.metricas_anuncio_dia m
  join public.anuncios a on a.id = m.anuncio_id
  where a.campanha_id = campanha
$$;

revoke all on function private.hoje_sp(), private.status_campanha(text, date, date),
  private.gasto_campanha(uuid) from public;
grant execute on function private.hoje_sp(), private.status_campanha(text, date, date),
  private.gasto_campanha(uuid) to authenticated, service_role;

-- The advertiser's plan limits: ads that hold a place and impressions a month (-1 unlimited); an advertiser
-- without an account row is on 'Anúncio Básico'.
create or replace function private.limites_do_anunciante(anunciante uuid)
returns table (max_anuncios integer, max_impressoes integer)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.max_anuncios, -1), coalesce(p.max_impressoes, -1)
  from (select 1) as um
  left join public.planos p on p.id = coalesce(
    (select a.plano_id from public.anunciantes a where a.user_id = anunciante),
    'e3b3e8a9-b938-47eb-8d35-5811ddfd766a'::uuid
  )
$$;

-- Impressions of the advertiser's ads in the calendar month (São Paulo) of `hoje`.
create or replace function private.impressoes_no_mes(anunciante uuid, hoje date) returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(m.impressoes), 0)::bigint
  from public.metricas_anuncio_dia m
  join public.anuncios a on a.id = m.anuncio_id
  where a.anunciante_id = anunciante and m.dia >= date_trunc('month', hoje)::date and m.dia <= hoje
$$;

revoke all on function private.limites_do_anunciante(uuid), private.impressoes_no_mes(uuid, date) from public;
grant execute on function private.limites_do_anunciante(uuid), private.impressoes_no_mes(uuid, date)
  to service_role;

-- product.md §9 maxAds: a new ad needs a free place in the plan; an ad of a finished campaign frees its place.
create or replace function private.anuncios_limite() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limite integer := (select l.max_anuncios from private.limites_do_anunciante(new.anunciante_id) l);
begin
  if limite is null or limite < 0 then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(new.anunciante_id::text, 23));
  if (select count(*) from public.anuncios a join public.campanhas c on c.id = a.campanha_id
      where a.anunciante_id = new.anunciante_id and c.data_fim >= private.hoje_sp()) >= limite then
    raise exception 'limite_anuncios' using errcode = 'P0001', detail = limite::text;
  end if;
  return new;
end
$$;

revoke all on function private.anuncios_limite() from public;

create trigger anuncios_limite
before insert on public.anuncios
for each row execute function private.anuncios_limite();

-- The date rules an advertiser's own writes keep (the seed and the service role write history freely):
-- a new campaign starts today or later; a finished one is not edited; an edit never ends it in the past
-- nor moves its start into the past.
create or replace function private.campanhas_regras() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  hoje date := private.hoje_sp();
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.data_inicio < hoje then
      raise exception 'inicio_no_passado' using errcode = 'P0001';
    end if;
    return new;
  end if;
  if old.data_fim < hoje then
    raise exception 'campanha_finalizada' using errcode = 'P0001';
  end if;
  if new.data_fim < hoje then
    raise exception 'fim_no_passado' using errcode = 'P0001';
  end if;
  if new.data_inicio is distinct from old.data_inicio and new.data_inicio < hoje then
    raise exception 'inicio_no_passado' using errcode = 'P0001';
  end if;
  return new;
end
$$;

revoke all on function private.campanhas_regras() from public;

create trigger campanhas_regras
before insert or update on public.campanhas
for each row execute function private.campanhas_regras();

-- product.md §4: the button pauses an active campaign and activates a paused one; a finished campaign
-- (past its end date) stays finished. Only the campaign's advertiser; the same status again is a no-op.
create or replace function public.mudar_status_campanha(p_campanha uuid, p_status text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  campanha public.campanhas;
begin
  if p_status is null or p_status not in ('ativa', 'pausada') then
    raise exception 'status_invalido' using errcode = 'P0001', detail = coalesce(p_status, '');
  end if;
  select c.* into campanha from public.campanhas c
  where c.id = p_campanha
    and c.anunciante_id = (select auth.uid())
    and private.current_account_type() = 'anunciante'
  for update;
  if not found then
    raise exception 'campanha_nao_encontrada' using errcode = 'P0001';
  end if;
  if campanha.data_fim < private.hoje_sp() then
    raise exception 'campanha_finalizada' using errcode = 'P0001';
  end if;
  if campanha.status <> p_status then
    update public.campanhas set status = p_status where id = campanha.id returning * into campanha;
  end if;
  return jsonb_build_object('id', campanha.id, 'status', campanha.status);
end
$$;

revoke all on function public.mudar_status_campanha(uuid, text) from public, anon;
grant execute on function public.mudar_status_campanha(uuid, text) to authenticated, service_role;

-- An ad the home may show today: the ad and its campaign active, today within the campaign's dates (São
-- Paulo days), budget left for one more click and impressions left in the plan's month.
create or replace function private.anuncio_elegivel(anuncio uuid, hoje date) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.anuncios a
    join public.campanhas c on c.id = a.campanha_id
    where a.id = anuncio
      and a.status = 'ativo'
      and c.status = 'ativa'
      and hoje between c.data_inicio and c.data_fim
      and private.gasto_campanha(c.id) < c.orcamento
      and (
        (select l.max_impressoes from private.limites_do_anunciante(c.anunciante_id) l) < 0
        or private.impressoes_no_mes(c.anunciante_id, hoje)
          < (select l.max_impressoes from private.limites_do_anunciante(c.anunciante_id) l)
      )
  )
$$;

revoke all on function private.anuncio_elegivel(uuid, date) from public;
grant execute on function private.anuncio_elegivel(uuid, date) to service_role;

-- The ads the home's banner slot rotates among (at most 20, in a random order): what a visitor may see.
create or replace function public.anuncios_elegiveis()
returns table (id uuid, titulo text, descricao text, imagem text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.titulo, a.descricao, a.imagem
  from public.anuncios a
  where private.anuncio_elegivel(a.id, private.hoje_sp())
  order by random()
  limit 20
$$;

revoke all on function public.anuncios_elegiveis() from public;
grant execute on function public.anuncios_elegiveis() to anon, authenticated, service_role;

-- Per address and hour: at most this many counted impressions (all ads, then one ad) and clicks.
create or replace function private.limites_contagem() returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{"impressoes_hora": 120, "impressoes_anuncio_hora": 30, "cliques_hora": 10}'::jsonb
$$;

revoke all on function private.limites_contagem() from public;

-- Counts one impression of an eligible ad in one page view; false when not counted (seen already in that
-- view, not eligible, or the address is over its hourly bounds). Used by registrar_clique too.
create or replace function private.contar_impressao(p_anuncio uuid, p_visualizacao uuid, p_origem text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  agora timestamptz := private.agora();
  hoje date := private.dia_sp(agora);
  limites jsonb := private.limites_contagem();
  v_origem text := coalesce(nullif(btrim(p_origem), ''), 'desconhecida');
  inserida bigint;
begin
  if p_anuncio is null or p_visualizacao is null or not private.anuncio_elegivel(p_anuncio, hoje) then
    return false;
  end if;
  if (select count(*) from public.visualizacoes_anuncio v
      where v.origem = v_origem and v.created_at > agora - interval '1 hour') >= (limites ->> 'impressoes_hora')::int
     or (select count(*) from public.visualizacoes_anuncio v
         where v.origem = v_origem and v.anuncio_id = p_anuncio and v.created_at > agora - interval '1 hour')
        >= (limites ->> 'impressoes_anuncio_hora')::int then
    return false;
  end if;
  insert into public.visualizacoes_anuncio (anuncio_id, visualizacao, origem, created_at)
  values (p_anuncio, p_visualizacao, v_origem, agora)
  on conflict (anuncio_id, visualizacao) do nothing
  returning id into inserida;
  if inserida is null then
    return false;
  end if;
  insert into public.metricas_anuncio_dia as m (anuncio_id, dia, impressoes)
  values (p_anuncio, hoje, 1)
  on conflict (anuncio_id, dia) do update set impressoes = m.impressoes + 1;
  -- views older than two days no longer bound or dedupe anything
  delete from public.visualizacoes_anuncio
  where id in (
    select v.id from public.visualizacoes_anuncio v where v.created_at < agora - interval '2 days' limit 100
  );
  return true;
end
$$;

revoke all on function private.contar_impressao(uuid, uuid, text) from public;

create or replace function public.registrar_impressao(p_anuncio uuid, p_visualizacao uuid, p_origem text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select private.contar_impressao(p_anuncio, p_visualizacao, p_origem)
$$;

revoke all on function public.registrar_impressao(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.registrar_impressao(uuid, uuid, text) to service_role;

-- A click on an ad in one page view: answers the ad's own URL (null when there is no such ad) and counts
-- the click once per view, charging the campaign's CPC, never past its budget. A click in a view whose
-- impression was not counted yet counts that impression first (a banner clicked was seen).
create or replace function public.registrar_clique(p_anuncio uuid, p_visualizacao uuid, p_origem text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  agora timestamptz := private.agora();
  hoje date := private.dia_sp(agora);
  v_origem text := coalesce(nullif(btrim(p_origem), ''), 'desconhecida');
  destino text;
  campanha public.campanhas;
  vista public.visualizacoes_anuncio;
  cobranca numeric;
begin
  select a.url_destino into destino from public.anuncios a where a.id = p_anuncio;
  if destino is null or p_visualizacao is null then
    return destino;
  end if;
  -- one click at a time per campaign, so two clicks never both spend its last centavos
  select c.* into campanha from public.campanhas c
  join public.anuncios a on a.campanha_id = c.id
  where a.id = p_anuncio
  for update of c;
  if not private.anuncio_elegivel(p_anuncio, hoje) then
    return destino;
  end if;
  if (select count(*) from public.visualizacoes_anuncio v
      where v.origem = v_origem and v.clicado_em > agora - interval '1 hour')
     >= (private.limites_contagem() ->> 'cliques_hora')::int then
    return destino;
  end if;
  perform private.contar_impressao(p_anuncio, p_visualizacao, v_origem);
  select v.* into vista from public.visualizacoes_anuncio v
  where v.anuncio_id = p_anuncio and v.visualizacao = p_visualizacao
  for update;
  if not found or vista.clicado_em is not null then
    return destino;
  end if;
  cobranca := least(campanha.cpc, campanha.orcamento - private.gasto_campanha(campanha.id));
  update public.visualizacoes_anuncio set clicado_em = agora where id = vista.id;
  insert into public.metricas_anuncio_dia as m (anuncio_id, dia, cliques, gasto)
  values (p_anuncio, hoje, 1, cobranca)
  on conflict (anuncio_id, dia) do update set cliques = m.cliques + 1, gasto = m.gasto + excluded.gasto;
  return destino;
end
$$;

revoke all on function public.registrar_clique(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.registrar_clique(uuid, uuid, text) to service_role;

-- The caller's campaigns with their figures (product.md §3 Campaign), newest first: the dashboard, the
-- campaigns page and every total the advertiser sees add up these rows.
create or replace function public.campanhas_do_anunciante()
returns table (
  id uuid, nome text, status text, orcamento numeric, cpc numeric, data_inicio date, data_fim date,
  impressoes bigint, cliques bigint, gasto numeric, created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.nome, private.status_campanha(c.status, c.data_fim, private.hoje_sp()), c.orcamento, c.cpc,
         c.data_inicio, c.data_fim,
         coalesce(sum(m.impressoes), 0)::bigint, coalesce(sum(m.cliques), 0)::bigint, coalesce(sum(m.gasto), 0),
         c.created_at
  from public.campanhas c
  left join public.anuncios a on a.campanha_id = c.id
  left join public.metricas_anuncio_dia m on m.anuncio_id = a.id
  where c.anunciante_id = (select auth.uid())
  group by c.id
  order by c.created_at desc, c.id
$$;

-- The caller's ads with their figures (product.md §3 Ad); an ad of a finished campaign reads finalizado.
create or replace function public.anuncios_do_anunciante()
returns table (
  id uuid, campanha_id uuid, campanha_nome text, titulo text, descricao text, imagem text, url_destino text,
  status text, impressoes bigint, cliques bigint, gasto numeric, created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.campanha_id, c.nome, a.titulo, a.descricao, a.imagem, a.url_destino,
         case when c.data_fim < private.hoje_sp() then 'finalizado' else a.status end,
         coalesce(sum(m.impressoes), 0)::bigint, coalesce(sum(m.cliques), 0)::bigint, coalesce(sum(m.gasto), 0),
         a.created_at
  from public.anuncios a
  join public.campanhas c on c.id = a.campanha_id
  left join public.metricas_anuncio_dia m on m.anuncio_id = a.id
  where a.anunciante_id = (select auth.uid())
  group by a.id, c.id
  order by a.created_at desc, a.id
$$;

-- One report period of the caller's ads (product.md §9 periods: the last 7, 30, 90 or 365 São Paulo days
-- ending today): the period's totals and every day of it, empty days at 0.
create or replace function public.relatorio_anunciante(p_periodo text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dias integer := private.dias_do_periodo(p_periodo);
  fim date := private.hoje_sp();
  inicio date;
  resultado jsonb;
begin
  if (select auth.uid()) is null then
    raise exception 'campanha_nao_encontrada' using errcode = '42501';
  end if;
  if dias is null then
    raise exception 'periodo_invalido' using errcode = 'P0001', detail = coalesce(p_periodo, '');
  end if;
  inicio := fim - (dias - 1);
  with por_dia as (
    select m.dia, sum(m.impressoes) as impressoes, sum(m.cliques) as cliques, sum(m.gasto) as gasto
    from public.metricas_anuncio_dia m
    join public.anuncios a on a.id = m.anuncio_id
    where a.anunciante_id = (select auth.uid()) and m.dia between inicio and fim
    group by m.dia
  ),
  serie as (
    select g.dia::date as dia, coalesce(p.impressoes, 0) as impressoes, coalesce(p.cliques, 0) as cliques,
           coalesce(p.gasto, 0) as gasto
    from generate_series(inicio, fim, interval '1 day') as g (dia)
    left join por_dia p on p.dia = g.dia::date
  )
  select jsonb_build_object(
    'de', inicio,
    'ate', fim,
    'impressoes', coalesce(sum(s.impressoes), 0),
    'cliques', coalesce(sum(s.cliques), 0),
    'gasto', coalesce(sum(s.gasto), 0),
    'dias', coalesce(jsonb_agg(jsonb_build_object('dia', s.dia, 'impressoes', s.impressoes,
      'cliques', s.cliques, 'gasto', s.gasto) order by s.dia), '[]'::jsonb)
  ) into resultado
  from serie s;
  return resultado;
end
$$;

-- The caller's month in figures for /advertiser/billing: each of the last 12 calendar months (São Paulo)
-- with its impressions, clicks and media spent, newest first; months without delivery left out.
create or replace function public.extrato_anunciante()
returns table (mes date, impressoes bigint, cliques bigint, gasto numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select date_trunc('month', m.dia)::date, sum(m.impressoes)::bigint, sum(m.cliques)::bigint, sum(m.gasto)
  from public.metricas_anuncio_dia m
  join public.anuncios a on a.id = m.anuncio_id
  where a.anunciante_id = (select auth.uid())
    and m.dia >= (date_trunc('month', private.hoje_sp()) - interval '11 months')::date
  group by 1
  order by 1 desc
$$;

revoke all on function public.campanhas_do_anunciante(), public.anuncios_do_anunciante(),
  public.relatorio_anunciante(text), public.extrato_anunciante() from public, anon;
grant execute on function public.campanhas_do_anunciante(), public.anuncios_do_anunciante(),
  public.relatorio_anunciante(text), public.extrato_anunciante() to authenticated, service_role;
