-- Stores (spec 3: Company) and who runs them. Everyone reads approved stores; an owner edits their own
-- store's details; administrators read every store and decide its status; nobody else writes.

-- Opening hours are one jsonb per store, not a child table: the week is always read and saved whole (store
-- page, open/closed badge, settings form), so one row keeps the read cached per store and the save atomic.
-- The shape is the app's own (lowercase English weekday -> {open, close, closed}; a missing day is closed),
-- so it crosses the data layer unchanged; this check mirrors that zod schema.
create or replace function private.horarios_are_valid(horarios jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  -- case, not and/or: SQL does not promise their order, and the key functions fail on a non-object
  select case when jsonb_typeof(horarios) <> 'object' then false else not exists (
    select 1
    from jsonb_each(horarios) as d (dia, h)
    where case when jsonb_typeof(d.h) <> 'object' then true else
      d.dia not in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')
      or (select count(*) from jsonb_object_keys(d.h)) <> 3
      or jsonb_typeof(d.h -> 'closed') is distinct from 'boolean'
      or coalesce(d.h ->> 'open', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      or coalesce(d.h ->> 'close', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      -- a range never crosses midnight: close is later than open
      or (d.h ->> 'close') collate "C" <= (d.h ->> 'open') collate "C"
    end
  ) end
$$;

revoke all on function private.horarios_are_valid(jsonb) from public;
grant execute on function private.horarios_are_valid(jsonb) to authenticated, service_role;

create table public.lojas (
  -- uuid: the public URL is /company/<id>, and a uuid never equals a dashboard segment of /company
  id uuid primary key default gen_random_uuid(),
  nome text not null check (length(btrim(nome)) between 1 and 80),
  descricao text check (descricao is null or length(descricao) <= 500),
  -- paths under public/ today, Storage URLs later; null until the owner uploads one
  logo text,
  capa text,
  telefone text not null check (length(btrim(telefone)) >= 8),
  whatsapp text check (whatsapp is null or length(btrim(whatsapp)) >= 8),
  instagram text check (instagram is null or instagram ~ '^@[A-Za-z0-9._]{1,30}$'),
  email text check (email is null or email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  tipo_servico text not null default 'restaurante' check (tipo_servico in ('restaurante', 'mercado', 'farmacia')),
  -- set null: an administrator may delete a category without deleting or blocking its stores
  categoria_id uuid references public.categorias (id) on delete set null,
  -- spec 9: Gratuito, Básico, Premium; decides the product limit (produtos migration)
  plano text not null default 'gratuito' check (plano in ('gratuito', 'basico', 'premium')),
  avaliacao numeric(2, 1) not null default 0 check (avaliacao between 0 and 5),
  tempo_entrega_min integer not null default 30 check (tempo_entrega_min > 0),
  tempo_entrega_max integer not null default 45 check (tempo_entrega_max >= tempo_entrega_min),
  taxa_entrega numeric(10, 2) not null default 0 check (taxa_entrega >= 0),
  logradouro text not null check (length(btrim(logradouro)) > 0),
  bairro text not null check (length(btrim(bairro)) > 0),
  cidade text not null check (length(btrim(cidade)) > 0),
  uf text not null check (uf ~ '^[A-Z]{2}$'),
  cep text not null check (cep ~ '^[0-9]{5}-[0-9]{3}$'),
  horarios jsonb not null default '{}' check (private.horarios_are_valid(horarios)),
  -- the administrator's decision; only 'aprovada' reaches the public
  status text not null default 'pendente' check (status in ('pendente', 'aprovada', 'rejeitada')),
  -- the owner's switch: an approved but inactive store keeps its page (with a notice) and leaves the lists
  ativa boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.lojas is 'Lojas da vitrine: dados públicos, plano, horários e a aprovação do administrador.';
comment on column public.lojas.horarios is
  'Horário por dia da semana: {"monday": {"open": "08:00", "close": "18:00", "closed": false}, ...}; dia ausente = fechado.';
comment on column public.lojas.status is 'Aprovação: pendente, aprovada ou rejeitada; só o administrador muda.';
comment on column public.lojas.ativa is 'A loja aceita pedidos e aparece nas listas (se aprovada); o dono liga e desliga.';
comment on column public.lojas.plano is 'gratuito, basico ou premium; só o service role muda.';
comment on column public.lojas.avaliacao is 'Média das avaliações (0 a 5); só o service role muda.';

create index lojas_status_idx on public.lojas (status);
create index lojas_categoria_id_idx on public.lojas (categoria_id);

create trigger lojas_set_updated_at
before update on public.lojas
for each row execute function private.set_updated_at();

create table public.membros_loja (
  loja_id uuid not null references public.lojas (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  papel text not null check (papel in ('dono', 'entregador')),
  created_at timestamptz not null default now(),
  primary key (loja_id, user_id)
);

comment on table public.membros_loja is 'Quem trabalha em cada loja: o dono edita a loja, o entregador entrega por ela.';

create index membros_loja_user_id_idx on public.membros_loja (user_id);

-- The caller's stores (with that papel, or any), for policies; definer so it reads membros_loja past RLS.
create or replace function private.my_lojas(papel text default null) returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.loja_id from public.membros_loja m
  where m.user_id = (select auth.uid()) and (my_lojas.papel is null or m.papel = my_lojas.papel)
$$;

-- The caller is an admin or superadmin (perfis.tipo_conta, never a token claim that may be stale).
create or replace function private.is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select private.current_account_type()) in ('admin', 'superadmin'), false)
$$;

revoke all on function private.my_lojas(text), private.is_admin() from public;
grant execute on function private.my_lojas(text), private.is_admin() to authenticated, service_role;

-- Column grants: an owner edits the store's details and its switch; status is granted for administrators
-- (the trigger below keeps it theirs); plano, avaliacao, id and timestamps are for the service role only.
revoke all on table public.lojas from anon, authenticated, public;
grant select on table public.lojas to anon, authenticated;
grant update (
  nome, descricao, logo, capa, telefone, whatsapp, instagram, email, tipo_servico, categoria_id,
  tempo_entrega_min, tempo_entrega_max, taxa_entrega, logradouro, bairro, cidade, uf, cep, horarios, ativa,
  status
) on table public.lojas to authenticated;
grant delete on table public.lojas to authenticated;
grant all on table public.lojas to service_role;

revoke all on table public.membros_loja from anon, authenticated, public;
grant select on table public.membros_loja to authenticated;
grant all on table public.membros_loja to service_role;

alter table public.lojas enable row level security;
alter table public.membros_loja enable row level security;

create policy "Todos leem as lojas aprovadas"
on public.lojas for select to anon, authenticated
using (status = 'aprovada');

create policy "Membros leem a própria loja"
on public.lojas for select to authenticated
using (id in (select private.my_lojas()));

create policy "Administradores leem todas as lojas"
on public.lojas for select to authenticated
using ((select private.is_admin()));

create policy "Donos editam a própria loja"
on public.lojas for update to authenticated
using (id in (select private.my_lojas('dono')))
with check (id in (select private.my_lojas('dono')));

create policy "Administradores decidem o status das lojas"
on public.lojas for update to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));

create policy "Administradores removem lojas"
on public.lojas for delete to authenticated
using ((select private.is_admin()));

create policy "Usuário lê os próprios vínculos e o dono, os da loja"
on public.membros_loja for select to authenticated
using (user_id = (select auth.uid()) or loja_id in (select private.my_lojas('dono')));

create policy "Administradores leem todos os vínculos"
on public.membros_loja for select to authenticated
using ((select private.is_admin()));

-- Beside the grants: status is the administrators' (approve or reject a pending store, as the admin
-- screen does), everything else the owner's; an administrator who does not own the store changes only
-- its status. Trusted roles (service_role, migrations) pass.
create or replace function private.guard_lojas_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if (new.id, new.plano, new.avaliacao, new.created_at)
     is distinct from (old.id, old.plano, old.avaliacao, old.created_at) then
    raise exception 'permission denied: id, plano, avaliacao and created_at change only through the service role'
      using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if not private.is_admin() then
      raise exception 'permission denied: only an administrator changes a store''s status'
        using errcode = '42501';
    end if;
    if old.status <> 'pendente' then
      raise exception 'loja_status_decidido'
        using errcode = 'P0001', detail = 'Só uma loja pendente pode ser aprovada ou rejeitada.';
    end if;
  end if;
  if (to_jsonb(new) - 'status' - 'updated_at') is distinct from (to_jsonb(old) - 'status' - 'updated_at')
     and not exists (select 1 from private.my_lojas('dono') as mine (loja_id) where mine.loja_id = new.id) then
    raise exception 'permission denied: only the store''s owner edits its details'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_lojas_update() from public;

create trigger lojas_guard_update
before update on public.lojas
for each row execute function private.guard_lojas_update();
