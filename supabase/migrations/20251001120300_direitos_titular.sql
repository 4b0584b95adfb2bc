-- The person's rights (LGPD, Lei 13.709/2018): a cliente deletes their own account. Their orders stay in the
-- stores' books (totals, items, store, status history) but lose who placed them and where they went; the
-- account, profile, addresses and favourites go with the auth user (on delete cascade).

-- An anonymised order has no customer and an empty phone; every other order keeps a real phone.
alter table public.pedidos drop constraint if exists pedidos_cliente_telefone_check;
alter table public.pedidos
  add constraint pedidos_cliente_telefone_check
  check (length(btrim(cliente_telefone)) >= 8 or (cliente_id is null and cliente_telefone = ''));

-- The name a removed customer's orders show to the store, the courier and the administrators.
create or replace function private.cliente_removido_nome() returns text
language sql
immutable
set search_path = ''
as $$ select 'Cliente removido' $$;

create or replace function public.excluir_minha_conta() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  eu uuid := (select auth.uid());
  tipo text;
begin
  if eu is null then
    raise exception 'permission denied: sign in to delete your account' using errcode = '42501';
  end if;
  select p.tipo_conta into tipo from public.perfis p where p.user_id = eu for update;
  -- a store owner's, courier's, advertiser's or administrator's account goes through the admin
  if tipo is distinct from 'cliente' then
    raise exception 'conta_nao_cliente'
      using errcode = 'P0001', detail = 'Só uma conta de cliente pode ser excluída por aqui.';
  end if;

  -- the store keeps what it sold and for how much; the city stays for its reports, the street goes
  update public.pedidos
  set cliente_id = null,
      cliente_nome = private.cliente_removido_nome(),
      cliente_telefone = '',
      observacoes = '',
      endereco = case
        when endereco is null then null
        else jsonb_strip_nulls(jsonb_build_object('cidade', endereco -> 'cidade', 'uf', endereco -> 'uf'))
      end
  where cliente_id = eu;

  -- events keep who acted as a role ('cliente'), never the person
  update public.eventos_pedido set autor_id = null where autor_id = eu;

  -- cascades: perfis, enderecos, favoritos, sessions and identities
  delete from auth.users where id = eu;
end;
$$;

comment on function public.excluir_minha_conta() is
  'Exclui a conta do cliente que chama: pedidos ficam anônimos para a loja, o resto é apagado.';

revoke all on function public.excluir_minha_conta() from public, anon;
grant execute on function public.excluir_minha_conta() to authenticated;
revoke all on function private.cliente_removido_nome() from public;
grant execute on function private.cliente_removido_nome() to authenticated, service_role;
