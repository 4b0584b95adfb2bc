-- Moving an order (product.md §4 Order status): public.mudar_status_pedido locks the order, decides the
-- caller's part in it, checks the move against the transition table, and writes the new status with its
-- event. Repeating a change already made answers the order as it is (a double click, a retried request).
--
-- Refusals (SQLSTATE P0001 unless noted): pedido_nao_encontrado (also for an order the caller has no part
-- in, so nobody learns it exists), status_invalido, transicao_invalida (detail 'de>para'),
-- motivo_obrigatorio, motivo_longo.

-- Who may move an order from `de` to `para`, by their part in it: the same table as lib/orders/transitions.ts
-- (tests/orders/transition-cases.ts runs both). A new order is confirmado; the store accepts it (preparando)
-- or cancels it; from preparando the store marks it pronto or cancels it; a pickup order goes from pronto to
-- entregue when the store hands it over; a delivery order goes pronto → a_caminho → entregue by the store's
-- courier or the store itself; the customer may cancel while it is confirmado; an administrator may cancel
-- any order not yet delivered.
create or replace function private.transicao_permitida(de text, para text, papel text, tipo_entrega text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when para = 'cancelado' then
      (de = 'confirmado' and papel in ('loja', 'cliente', 'admin'))
      or (de = 'preparando' and papel in ('loja', 'admin'))
      or (de in ('pronto', 'a_caminho') and papel = 'admin')
    when de = 'confirmado' and para = 'preparando' then papel = 'loja'
    when de = 'preparando' and para = 'pronto' then papel = 'loja'
    when de = 'pronto' and para = 'entregue' then tipo_entrega = 'retirada' and papel = 'loja'
    when de = 'pronto' and para = 'a_caminho' then tipo_entrega = 'entrega' and papel in ('loja', 'entregador')
    when de = 'a_caminho' and para = 'entregue' then tipo_entrega = 'entrega' and papel in ('loja', 'entregador')
    else false
  end
$$;

revoke all on function private.transicao_permitida(text, text, text, text) from public;
grant execute on function private.transicao_permitida(text, text, text, text) to authenticated, service_role;

-- The caller's part in an order: its store's owner (an empresa account), its store's courier (an
-- entregador account), an administrator, or its customer; null when none.
create or replace function private.papel_no_pedido(pedido public.pedidos) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.current_account_type() = 'empresa' and exists (
      select 1 from public.membros_loja m
      where m.loja_id = pedido.loja_id and m.user_id = (select auth.uid()) and m.papel = 'dono'
    ) then 'loja'
    when private.current_account_type() = 'entregador' and exists (
      select 1 from public.membros_loja m
      where m.loja_id = pedido.loja_id and m.user_id = (select auth.uid()) and m.papel = 'entregador'
    ) then 'entregador'
    when private.is_admin() then 'admin'
    when pedido.cliente_id = (select auth.uid()) then 'cliente'
  end
$$;

revoke all on function private.papel_no_pedido(public.pedidos) from public;

create or replace function public.mudar_status_pedido(p_pedido uuid, p_status text, p_motivo text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  pedido public.pedidos;
  papel text;
  anterior text;
  motivo text := nullif(btrim(coalesce(p_motivo, '')), '');
begin
  if uid is null then
    raise exception 'pedido_nao_encontrado' using errcode = '42501';
  end if;
  select p.* into pedido from public.pedidos p where p.id = p_pedido for update;
  if not found then
    raise exception 'pedido_nao_encontrado' using errcode = 'P0001';
  end if;
  papel := private.papel_no_pedido(pedido);
  if papel is null then
    raise exception 'pedido_nao_encontrado' using errcode = 'P0001';
  end if;
  if p_status is null or p_status not in ('confirmado', 'preparando', 'pronto', 'a_caminho', 'entregue', 'cancelado') then
    raise exception 'status_invalido' using errcode = 'P0001';
  end if;
  -- the same change again: nothing more to do
  if pedido.status = p_status then
    return jsonb_build_object('id', pedido.id, 'status', pedido.status, 'updated_at', pedido.updated_at);
  end if;
  if not private.transicao_permitida(pedido.status, p_status, papel, pedido.tipo_entrega)
     or (papel = 'entregador' and pedido.entregador_id is not null and pedido.entregador_id <> uid) then
    raise exception 'transicao_invalida' using errcode = 'P0001', detail = pedido.status || '>' || p_status, hint = papel;
  end if;
  if p_status = 'cancelado' and papel in ('loja', 'admin') and motivo is null then
    raise exception 'motivo_obrigatorio' using errcode = 'P0001';
  end if;
  if length(motivo) > 300 then
    raise exception 'motivo_longo' using errcode = 'P0001', hint = '300';
  end if;

  anterior := pedido.status;
  update public.pedidos p
  set status = p_status,
      motivo_cancelamento = case when p_status = 'cancelado' then motivo else p.motivo_cancelamento end,
      entregador_id = case when p_status = 'a_caminho' and papel = 'entregador' then uid else p.entregador_id end
  where p.id = pedido.id
  returning p.* into pedido;
  insert into public.eventos_pedido (pedido_id, autor_id, papel, de, para, motivo)
  values (pedido.id, uid, papel, anterior, p_status, case when p_status = 'cancelado' then motivo end);
  return jsonb_build_object('id', pedido.id, 'status', pedido.status, 'updated_at', pedido.updated_at);
end;
$$;

revoke all on function public.mudar_status_pedido(uuid, text, text) from public, anon;
grant execute on function public.mudar_status_pedido(uuid, text, text) to authenticated;

comment on function public.mudar_status_pedido(uuid, text, text) is
  'Muda o status de um pedido conforme o papel de quem chama (cliente, loja, entregador, admin); idempotente.';
