-- nome_mostrado is stored trimmed and is unique ignoring case, accents and invisible characters, so
-- nobody can take a lookalike of another account's name (' superadmin', 'SúperAdmin', 'super​admin').
-- Plain SQL functions (no unaccent extension): the same on PGlite, PostgreSQL 15 and a hosted project.

-- Leading/trailing whitespace (including no-break and other Unicode spaces) and zero-width characters
-- go; inner runs of whitespace become one space.
create or replace function private.tidy_nome_mostrado(nome text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(nome, '[\u00ad\u200b-\u200f\u2060\ufeff]', '', 'g'),
      '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g'
    ),
    '^ | $', '', 'g'
  )
$$;

-- The comparison key: tidied, accents folded to ASCII (upper and lower case, so it does not depend on
-- the database's locale), then lower-cased.
create or replace function private.nome_mostrado_key(nome text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select lower(translate(
    private.tidy_nome_mostrado(nome),
    'ÁÀÂÃÄÅĀĂĄáàâãäåāăąÇĆČçćčĎďÉÈÊËĒĖĘĚéèêëēėęěÍÌÎÏĪĮíìîïīįıÑŃŇñńňÓÒÔÕÖØŌŐóòôõöøōőŔŘŕřŚŠŞśšşŤťÚÙÛÜŪŮŰŲúùûüūůűųÝŸýÿŽŹŻžźż',
    'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeIIIIIIiiiiiiiNNNnnnOOOOOOOOooooooooRRrrSSSsssTtUUUUUUUUuuuuuuuuYYyyZZZzzz'
  ))
$$;

revoke all on function private.tidy_nome_mostrado(text), private.nome_mostrado_key(text) from public;
grant execute on function private.tidy_nome_mostrado(text), private.nome_mostrado_key(text)
  to authenticated, service_role, supabase_auth_admin;

create or replace function private.tidy_perfis_nome_mostrado() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.nome_mostrado := private.tidy_nome_mostrado(new.nome_mostrado);
  return new;
end;
$$;

revoke all on function private.tidy_perfis_nome_mostrado() from public;

-- Named to run before the other perfis triggers (alphabetical order), so they see the tidied name.
create trigger perfis_a_tidy_nome_mostrado
before insert or update of nome_mostrado on public.perfis
for each row execute function private.tidy_perfis_nome_mostrado();

update public.perfis
set nome_mostrado = private.tidy_nome_mostrado(nome_mostrado)
where nome_mostrado is distinct from private.tidy_nome_mostrado(nome_mostrado);

-- Replaces the case-only index: two names with the same key cannot both exist (23505, a 409).
drop index if exists public.perfis_nome_mostrado_lower_key;
create unique index perfis_nome_mostrado_key on public.perfis (private.nome_mostrado_key(nome_mostrado));

-- spec 5: the nickname lookup compares the same key, so it uses the index and finds at most one row.
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
  where private.nome_mostrado_key(p.nome_mostrado) = private.nome_mostrado_key(nickname);

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
