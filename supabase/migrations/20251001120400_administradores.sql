-- The administrators' team (issue 25, spec 3 Administrator user): an account of tipo_conta admin or
-- superadmin plus one row here with its role and permission set. A moderador is an 'admin' account (the
-- shared /admin area) whose row grants less. private.tem_permissao is what policies and functions ask.

-- spec 3 Permission set: exactly these areas and actions, every value a boolean.
create or replace function private.acoes_validas(obj jsonb, acoes text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(obj) is distinct from 'object' then false
    else (select coalesce(array_agg(k order by k), '{}') from jsonb_object_keys(obj) as k)
           = (select array_agg(a order by a) from unnest(acoes) as a)
         and not exists (select 1 from jsonb_each(obj) as e where jsonb_typeof(e.value) <> 'boolean')
  end
$$;

create or replace function private.permissoes_validas(p jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p) is distinct from 'object' then false
    else (select array_agg(k order by k) from jsonb_object_keys(p) as k)
           = (select array_agg(a order by a)
              from unnest(array['dashboard', 'companies', 'users', 'categories', 'layout', 'plans', 'settings']) as a)
         and jsonb_typeof(p -> 'dashboard') = 'boolean'
         and private.acoes_validas(p -> 'companies', array['view', 'create', 'edit', 'delete', 'approve'])
         and private.acoes_validas(p -> 'users', array['view', 'edit', 'delete', 'moderate'])
         and private.acoes_validas(p -> 'categories', array['view', 'create', 'edit', 'delete'])
         and private.acoes_validas(p -> 'layout', array['view', 'edit'])
         and private.acoes_validas(p -> 'plans', array['view', 'create', 'edit', 'delete'])
         and private.acoes_validas(p -> 'settings', array['view', 'edit'])
  end
$$;

revoke all on function private.acoes_validas(jsonb, text[]), private.permissoes_validas(jsonb) from public;
grant execute on function private.acoes_validas(jsonb, text[]), private.permissoes_validas(jsonb)
  to authenticated, service_role;

create table public.administradores (
  user_id uuid primary key references auth.users (id) on delete cascade,
  papel text not null check (papel in ('moderador', 'admin', 'superadmin')),
  permissoes jsonb not null check (private.permissoes_validas(permissoes)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null
);

comment on table public.administradores is
  'Equipe administrativa: papel (moderador, admin, superadmin) e permissões de cada administrador.';

create trigger administradores_set_updated_at
before update on public.administradores
for each row execute function private.set_updated_at();

-- What the caller may do in the back office: a superadmin everything, anyone else what their row grants,
-- and only while the account is still an administrator. Definer so policies read the row past RLS.
create or replace function private.tem_permissao(area text, acao text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case
      when a.papel = 'superadmin' then true
      when tem_permissao.area = 'dashboard' then (a.permissoes ->> 'dashboard')::boolean
      else (a.permissoes -> tem_permissao.area ->> tem_permissao.acao)::boolean
    end
    from public.administradores a
    join public.perfis p on p.user_id = a.user_id and p.tipo_conta in ('admin', 'superadmin')
    where a.user_id = (select auth.uid())
  ), false)
$$;

revoke all on function private.tem_permissao(text, text) from public;
grant execute on function private.tem_permissao(text, text) to authenticated, service_role;

-- Nobody grants more than they hold (a superadmin holds everything).
create or replace function private.permissoes_contidas(p jsonb) returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1
    from jsonb_each(p) as area (nome, acoes)
    cross join lateral jsonb_each(
      case when jsonb_typeof(area.acoes) = 'object' then area.acoes else jsonb_build_object('-', area.acoes) end
    ) as acao (nome, valor)
    where acao.valor = 'true'::jsonb and not private.tem_permissao(area.nome, acao.nome)
  )
$$;

revoke all on function private.permissoes_contidas(jsonb) from public;
grant execute on function private.permissoes_contidas(jsonb) to authenticated, service_role;

-- spec 6: a superadmin is never deleted nor demoted, by anyone. Through a session (the Data API) an
-- administrator also never touches their own row, and only a superadmin grants or edits the superadmin role.
create or replace function private.guard_administradores() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  session boolean := current_user in ('anon', 'authenticated');
  caller_super boolean := coalesce(private.current_account_type() = 'superadmin', false);
begin
  if tg_op = 'DELETE' then
    if old.papel = 'superadmin' then
      raise exception 'superadmin_protegido' using errcode = '42501', detail = 'Um superadmin não pode ser excluído.';
    end if;
    if session and old.user_id = caller then
      raise exception 'administrador_proprio' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id <> old.user_id or new.created_at <> old.created_at
       or new.created_by is distinct from old.created_by then
      raise exception 'permission denied: user_id, created_at and created_by never change' using errcode = '42501';
    end if;
    if old.papel = 'superadmin' and new.papel <> 'superadmin' then
      raise exception 'superadmin_protegido' using errcode = '42501', detail = 'Um superadmin mantém o papel.';
    end if;
  end if;
  if session then
    if tg_op = 'INSERT' and new.created_by is distinct from caller then
      raise exception 'permission denied: created_by is the caller' using errcode = '42501';
    end if;
    if new.user_id = caller then
      raise exception 'administrador_proprio' using errcode = '42501';
    end if;
    if not caller_super and (new.papel = 'superadmin' or (tg_op = 'UPDATE' and old.papel = 'superadmin')) then
      raise exception 'somente_superadmin' using errcode = '42501';
    end if;
    if not private.permissoes_contidas(new.permissoes) then
      raise exception 'permissao_maior_que_a_sua' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_administradores() from public;

create trigger administradores_guard
before insert or update or delete on public.administradores
for each row execute function private.guard_administradores();

-- The account type follows the row: superadmin for a superadmin, admin for an admin or a moderador; a
-- removed row leaves the account unconfigured (null: sign-in refuses it) until the account is deleted.
create or replace function private.sync_tipo_conta_administrador() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.perfis set tipo_conta = null where user_id = old.user_id;
    return old;
  end if;
  update public.perfis
  set tipo_conta = case when new.papel = 'superadmin' then 'superadmin' else 'admin' end
  where user_id = new.user_id
    and tipo_conta is distinct from case when new.papel = 'superadmin' then 'superadmin' else 'admin' end;
  return new;
end;
$$;

revoke all on function private.sync_tipo_conta_administrador() from public;

create trigger administradores_sync_tipo_conta
after insert or update of papel or delete on public.administradores
for each row execute function private.sync_tipo_conta_administrador();

-- Any path: deleting a superadmin's account or profile, or turning their profile into another type.
create or replace function private.protege_superadmin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- one function for auth.users (id) and perfis (user_id)
  alvo uuid := (to_jsonb(old) ->> case when tg_table_name = 'users' then 'id' else 'user_id' end)::uuid;
begin
  if tg_op = 'UPDATE' then
    if old.tipo_conta = 'superadmin' and new.tipo_conta is distinct from 'superadmin' then
      raise exception 'superadmin_protegido' using errcode = '42501', detail = 'Um superadmin mantém o papel.';
    end if;
    return new;
  end if;
  if exists (select 1 from public.perfis p where p.user_id = alvo and p.tipo_conta = 'superadmin')
     or exists (select 1 from public.administradores a where a.user_id = alvo and a.papel = 'superadmin') then
    raise exception 'superadmin_protegido' using errcode = '42501', detail = 'Um superadmin não pode ser excluído.';
  end if;
  return old;
end;
$$;

revoke all on function private.protege_superadmin() from public;

create trigger auth_users_protege_superadmin
before delete on auth.users
for each row execute function private.protege_superadmin();

create trigger perfis_protege_superadmin
before delete or update of tipo_conta on public.perfis
for each row execute function private.protege_superadmin();

revoke all on table public.administradores from anon, authenticated, public;
grant select, insert, delete on table public.administradores to authenticated;
grant update (papel, permissoes) on table public.administradores to authenticated;
grant all on table public.administradores to service_role;

alter table public.administradores enable row level security;

create policy "Administradores leem a equipe"
on public.administradores for select to authenticated
using ((select private.is_admin()));

create policy "Quem edita usuários cria administradores"
on public.administradores for insert to authenticated
with check ((select private.tem_permissao('users', 'edit')));

create policy "Quem edita usuários edita administradores"
on public.administradores for update to authenticated
using ((select private.tem_permissao('users', 'edit')))
with check ((select private.tem_permissao('users', 'edit')));

create policy "Quem exclui usuários remove administradores"
on public.administradores for delete to authenticated
using ((select private.tem_permissao('users', 'delete')));

-- /admin/users: the team with names, e-mails and last sign-in, for an administrator who may view users.
create or replace function public.equipe_administrativa()
returns table (
  user_id uuid,
  nome text,
  email text,
  papel text,
  permissoes jsonb,
  created_at timestamptz,
  ultimo_acesso timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.user_id, coalesce(nullif(btrim(p.nome_completo), ''), p.nome_mostrado, u.email), u.email, a.papel,
         a.permissoes, a.created_at, u.last_sign_in_at
  from public.administradores a
  join auth.users u on u.id = a.user_id
  left join public.perfis p on p.user_id = a.user_id
  where private.tem_permissao('users', 'view')
  order by case a.papel when 'superadmin' then 0 when 'admin' then 1 else 2 end, a.created_at, u.email
$$;

revoke all on function public.equipe_administrativa() from public, anon;
grant execute on function public.equipe_administrativa() to authenticated, service_role;

comment on function public.equipe_administrativa() is
  'A equipe administrativa com nome, e-mail e último acesso; só para quem pode ver usuários.';

-- The caller's own permission set (a superadmin's is everything), for the admin screens.
create or replace function public.minhas_permissoes()
returns table (papel text, permissoes jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select a.papel, a.permissoes
  from public.administradores a
  join public.perfis p on p.user_id = a.user_id and p.tipo_conta in ('admin', 'superadmin')
  where a.user_id = (select auth.uid())
$$;

revoke all on function public.minhas_permissoes() from public, anon;
grant execute on function public.minhas_permissoes() to authenticated, service_role;

-- Accounts that were administrators before this table existed keep what the back office let them do:
-- a superadmin everything; an admin the Admin preset plus deleting categories and stores (as before).
insert into public.administradores (user_id, papel, permissoes)
select p.user_id,
       p.tipo_conta,
       case when p.tipo_conta = 'superadmin' then
         '{"dashboard":true,"companies":{"view":true,"create":true,"edit":true,"delete":true,"approve":true},"users":{"view":true,"edit":true,"delete":true,"moderate":true},"categories":{"view":true,"create":true,"edit":true,"delete":true},"layout":{"view":true,"edit":true},"plans":{"view":true,"create":true,"edit":true,"delete":true},"settings":{"view":true,"edit":true}}'::jsonb
       else
         '{"dashboard":true,"companies":{"view":true,"create":false,"edit":true,"delete":true,"approve":true},"users":{"view":true,"edit":true,"delete":false,"moderate":true},"categories":{"view":true,"create":true,"edit":true,"delete":true},"layout":{"view":true,"edit":false},"plans":{"view":true,"create":false,"edit":false,"delete":false},"settings":{"view":true,"edit":false}}'::jsonb
       end
from public.perfis p
where p.tipo_conta in ('admin', 'superadmin')
on conflict (user_id) do nothing;
