-- The access-token hook (adds the tipo_conta claim) and the server-only nickname lookup (spec 5).

-- Supabase Auth calls this before issuing every access token (enable it in config.toml or the dashboard).
create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  account_type text;
  claims jsonb;
begin
  select p.tipo_conta into account_type
  from public.perfis p
  where p.user_id = (event ->> 'user_id')::uuid;

  claims := coalesce(event -> 'claims', '{}'::jsonb);
  claims := jsonb_set(claims, '{tipo_conta}', coalesce(to_jsonb(account_type), 'null'::jsonb));
  return jsonb_set(event, '{claims}', claims);
end;
$$;

grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from authenticated, anon, public;

grant select on table public.perfis to supabase_auth_admin;
create policy "Auth lê o tipo de conta para o token"
on public.perfis for select to supabase_auth_admin
using (true);

-- spec 5: a nickname resolves to an e-mail only for a superadmin; callable only with the secret key.
create or replace function public.resolve_login_nickname(nickname text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_type text;
  found_email text;
begin
  select p.tipo_conta, coalesce(u.email, p.email)
  into found_type, found_email
  from public.perfis p
  left join auth.users u on u.id = p.user_id
  where lower(p.nome_mostrado) = lower(btrim(nickname));

  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  if found_type is distinct from 'superadmin' then
    return jsonb_build_object('status', 'not_superadmin');
  end if;
  return jsonb_build_object('status', 'ok', 'email', found_email);
end;
$$;

revoke execute on function public.resolve_login_nickname(text) from public, anon, authenticated;
grant execute on function public.resolve_login_nickname(text) to service_role;
