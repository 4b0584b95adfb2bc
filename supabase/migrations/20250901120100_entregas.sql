-- The courier's day (product.md §4 Order status, §6): a courier of a store claims one of its ready delivery
-- orders with public.pegar_pedido, which moves it through public.mudar_status_pedido (the same lock, transition
-- table and event) but answers a clear 'pedido_ja_pego' when someone else got there first: repeating the
-- status function's own change answers success, which would tell the second of two couriers pressing at once
-- that the order was theirs. The store's owner reads who carries an order with public.entregador_do_pedido
-- (perfis is readable only by its own user).
--
-- Refusals (SQLSTATE P0001 unless noted): pedido_nao_encontrado (42501 without a session; also for an order
-- of a store the caller does not deliver for, so nobody learns it exists), pedido_ja_pego (detail: the
-- order's status now), and the status function's own (transicao_invalida for an order that is not a ready
-- delivery).

create or replace function public.pegar_pedido(p_pedido uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  pedido public.pedidos;
begin
  if uid is null then
    raise exception 'pedido_nao_encontrado' using errcode = '42501';
  end if;
  -- the row lock orders two couriers' claims: the second reads the first one's result
  select p.* into pedido from public.pedidos p where p.id = p_pedido for update;
  if not found or private.papel_no_pedido(pedido) is distinct from 'entregador' then
    raise exception 'pedido_nao_encontrado' using errcode = 'P0001';
  end if;
  -- this courier's own claim again (a double tap, a retried request): the order as it is
  if pedido.status = 'a_caminho' and pedido.entregador_id = uid then
    return jsonb_build_object('id', pedido.id, 'status', pedido.status, 'updated_at', pedido.updated_at);
  end if;
  -- another courier took it, or the store sent it out itself
  if pedido.status in ('a_caminho', 'entregue') and pedido.entregador_id is distinct from uid then
    raise exception 'pedido_ja_pego' using errcode = 'P0001', detail = pedido.status;
  end if;
  return public.mudar_status_pedido(p_pedido, 'a_caminho', null);
end;
$$;

revoke all on function public.pegar_pedido(uuid) from public, anon;
grant execute on function public.pegar_pedido(uuid) to authenticated;

comment on function public.pegar_pedido(uuid) is
  'O entregador da loja pega um pedido de entrega pronto (vai a caminho); outro entregador que chegou depois recebe pedido_ja_pego.';

-- The name of the courier carrying an order, for the store's owner, an administrator or that courier; null for
-- anyone else, or when nobody took it (the store sent it out itself).
create or replace function public.entregador_do_pedido(p_pedido uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(f.nome_completo), ''), f.nome_mostrado)
  from public.pedidos p
  join public.perfis f on f.user_id = p.entregador_id
  where p.id = p_pedido
    and (
      p.loja_id in (select private.my_lojas('dono'))
      or p.entregador_id = (select auth.uid())
      or (select private.is_admin())
    )
$$;

revoke all on function public.entregador_do_pedido(uuid) from public, anon;
grant execute on function public.entregador_do_pedido(uuid) to authenticated;

comment on function public.entregador_do_pedido(uuid) is
  'Nome do entregador que leva o pedido, para o dono da loja, um administrador ou o próprio entregador.';
