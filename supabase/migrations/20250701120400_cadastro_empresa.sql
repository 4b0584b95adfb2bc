-- Business sign-up ('Cadastrar Empresa'): a self sign-up whose metadata carries a store becomes an empresa
-- account owning a pending store, in the same transaction as the auth.users insert. An invalid store fails
-- the whole sign-up (Supabase Auth answers "Database error saving new user"), so nothing is half-created.
-- The server action (lib/auth/actions/register.ts) validates everything first; these checks are the last line.

-- The store a sign-up asks for, validated: {"cadastro": "empresa", "loja": {nome, telefone, cep, logradouro,
-- bairro, cidade, uf, categoria_id}}, every value a JSON string and the category an active one. Raises
-- check_violation (23514) on anything else; the lojas table's own checks then judge the values.
create or replace function private.cadastro_empresa_loja(
  meta jsonb,
  out nome text,
  out telefone text,
  out cep text,
  out logradouro text,
  out bairro text,
  out cidade text,
  out uf text,
  out categoria_id uuid,
  out tipo_servico text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  loja jsonb := meta -> 'loja';
  campo text;
  slug text;
begin
  if jsonb_typeof(loja) is distinct from 'object' then
    raise exception 'cadastro_empresa_invalido' using errcode = '23514', detail = 'loja ausente';
  end if;
  foreach campo in array array['nome', 'telefone', 'cep', 'logradouro', 'bairro', 'cidade', 'uf', 'categoria_id'] loop
    if jsonb_typeof(loja -> campo) is distinct from 'string' then
      raise exception 'cadastro_empresa_invalido' using errcode = '23514', detail = format('loja.%s', campo);
    end if;
  end loop;
  -- checked before the cast: a malformed uuid would otherwise be a data exception, not a refused store
  if (loja ->> 'categoria_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'cadastro_empresa_invalido' using errcode = '23514', detail = 'loja.categoria_id';
  end if;
  select c.id, c.slug into categoria_id, slug
  from public.categorias c
  where c.id = (loja ->> 'categoria_id')::uuid and c.ativo;
  if categoria_id is null then
    raise exception 'cadastro_empresa_invalido' using errcode = '23514', detail = 'loja.categoria_id';
  end if;
  nome := btrim(loja ->> 'nome');
  telefone := btrim(loja ->> 'telefone');
  cep := btrim(loja ->> 'cep');
  logradouro := btrim(loja ->> 'logradouro');
  bairro := btrim(loja ->> 'bairro');
  cidade := btrim(loja ->> 'cidade');
  uf := btrim(loja ->> 'uf');
  -- the store's service type follows its category where one matches; the owner changes it in /company/config
  tipo_servico := case slug when 'mercado' then 'mercado' when 'farmacia' then 'farmacia' else 'restaurante' end;
end;
$$;

revoke all on function private.cadastro_empresa_loja(jsonb) from public;

-- Self-registration creates a cliente, whatever the metadata says, except the one business payload above:
-- that creates an empresa, its pending store (plano gratuito, active, no opening hours until the owner
-- sets them) and the membership that makes the account the store's dono. No other account type is ever
-- obtained by signing up.
create or replace function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  loja record;
  nova_loja uuid;
begin
  if coalesce(new.raw_user_meta_data ->> 'cadastro', '') is distinct from 'empresa' then
    insert into public.perfis (user_id, tipo_conta, email)
    values (new.id, 'cliente', new.email);
    return new;
  end if;

  select * into loja from private.cadastro_empresa_loja(new.raw_user_meta_data);
  insert into public.perfis (user_id, tipo_conta, email, telefone)
  values (new.id, 'empresa', new.email, loja.telefone);
  insert into public.lojas (
    nome, telefone, cep, logradouro, bairro, cidade, uf, categoria_id, tipo_servico, status, plano, ativa
  )
  values (
    loja.nome, loja.telefone, loja.cep, loja.logradouro, loja.bairro, loja.cidade, loja.uf,
    loja.categoria_id, loja.tipo_servico, 'pendente', 'gratuito', true
  )
  returning id into nova_loja;
  insert into public.membros_loja (loja_id, user_id, papel)
  values (nova_loja, new.id, 'dono');
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

comment on function private.handle_new_user() is
  'Perfil de cada novo usuário: cliente, ou empresa com a sua loja pendente quando o cadastro é de empresa.';
