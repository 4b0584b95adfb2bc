-- Profiles (spec 3: perfis) with their account type, created by a trigger for every new auth user.

-- Helpers live outside the schemas the Data API exposes.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.perfis (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- spec 3: null means "not configured"; sign-in refuses such an account (spec 4)
  tipo_conta text check (
    tipo_conta in ('cliente', 'empresa', 'entregador', 'anunciante', 'admin', 'superadmin')
  ),
  nome_mostrado text check (nome_mostrado is null or length(btrim(nome_mostrado)) between 1 and 60),
  email text,
  nome_completo text,
  telefone text,
  avaliacao numeric(2, 1) check (avaliacao is null or avaliacao between 0 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.perfis is 'Perfil de cada usuário: tipo de conta, nome mostrado e dados de contato.';

-- spec 5: nicknames are looked up case-insensitively, so they must be unique that way.
create unique index perfis_nome_mostrado_lower_key on public.perfis (lower(nome_mostrado));

create trigger perfis_set_updated_at
before update on public.perfis
for each row execute function private.set_updated_at();

-- Only what RLS needs: no anonymous access at all (no e-mail ever exposed), own row for signed-in users.
revoke all on table public.perfis from anon, authenticated, public;
grant select on table public.perfis to authenticated;
grant update (nome_mostrado, nome_completo, telefone) on table public.perfis to authenticated;
grant all on table public.perfis to service_role;

alter table public.perfis enable row level security;

create policy "Usuário lê o próprio perfil"
on public.perfis for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Usuário edita o próprio perfil"
on public.perfis for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

-- Defence in depth beside the column grants: only trusted roles change an account type.
create or replace function private.guard_tipo_conta() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.tipo_conta is distinct from old.tipo_conta and current_user in ('anon', 'authenticated') then
    raise exception 'permission denied: tipo_conta can only be changed by the service role'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger perfis_guard_tipo_conta
before update on public.perfis
for each row execute function private.guard_tipo_conta();

-- spec 6: self-registration always creates a cliente, whatever the sign-up metadata says.
create or replace function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.perfis (user_id, tipo_conta, email)
  values (new.id, 'cliente', new.email);
  return new;
end;
$$;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function private.handle_new_user();

-- Keeps the profile's copy of the e-mail in step with the account.
create or replace function private.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.perfis set email = new.email where user_id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
after update of email on auth.users
for each row when (old.email is distinct from new.email)
execute function private.handle_user_email_change();

-- The caller's account type, for policies; security definer so it can read perfis past RLS.
create or replace function private.current_account_type() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.tipo_conta from public.perfis p where p.user_id = (select auth.uid())
$$;

revoke all on function private.current_account_type() from public;
grant execute on function private.current_account_type() to authenticated, service_role;
revoke all on function private.handle_new_user() from public;
revoke all on function private.handle_user_email_change() from public;
