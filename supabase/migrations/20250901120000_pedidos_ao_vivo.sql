-- Issue 21: order status moves live. Every order event (placing, each status change) is broadcast through
-- Supabase Realtime's Broadcast from the Database to private topics, and RLS on realtime.messages decides who
-- may join each topic:
--   pedido:<id>              whoever may read that order (its customer, its store's members, administrators)
--   loja:<id>:pedidos        the store's members (owner and couriers): the board, the dashboard, the courier
--   cliente:<id>:pedidos     that customer: their history and notices
-- The message is a nudge (which order, from which status to which, who acted), never the source of truth:
-- each screen reads the order again through the Data API under the usual RLS.

-- Whether the caller may join `topico`; anything that is not one of the three shapes above is refused. The
-- uuid is checked before it is cast, so a malformed topic is a refusal, not an error.
create or replace function private.pode_ouvir_topico(topico text) returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when topico ~ '^pedido:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then private.pedido_visivel(substr(topico, 8)::uuid)
    when topico ~ '^loja:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:pedidos$'
      then substr(topico, 6, 36)::uuid in (select private.my_lojas())
    when topico ~ '^cliente:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:pedidos$'
      then substr(topico, 9, 36)::uuid = (select auth.uid())
    else false
  end
$$;

comment on function private.pode_ouvir_topico(text) is
  'Se quem chama pode entrar no canal privado de pedidos `topico` (pedido:<id>, loja:<id>:pedidos, cliente:<id>:pedidos).';

revoke all on function private.pode_ouvir_topico(text) from public;
grant execute on function private.pode_ouvir_topico(text) to authenticated, service_role;

-- Receiving only: no insert policy, so no client can broadcast on these topics (a forged nudge is impossible).
create policy "Quem pode ler os pedidos do canal ouve suas mudanças"
on realtime.messages for select to authenticated
using (
  realtime.messages.extension = 'broadcast'
  and (select private.pode_ouvir_topico((select realtime.topic())))
);

-- One message per topic concerned, after the event row is written (the order exists by then). Definer:
-- realtime.send writes to realtime.messages, which the caller cannot. realtime.send never fails the caller's
-- transaction, and the message leaves only if the transaction commits.
create or replace function private.anunciar_evento_pedido() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pedido public.pedidos%rowtype;
  mensagem jsonb;
begin
  select * into pedido from public.pedidos where id = new.pedido_id;
  if not found then
    return null;
  end if;
  mensagem := jsonb_build_object(
    'pedido_id', new.pedido_id,
    'loja_id', pedido.loja_id,
    'de', new.de,
    'para', new.para,
    'ator', new.papel
  );
  perform realtime.send(mensagem, 'pedido_mudou', 'pedido:' || new.pedido_id, true);
  -- a removed store's or account's orders keep their rows with no one on that side to tell
  if pedido.loja_id is not null then
    perform realtime.send(mensagem, 'pedido_mudou', 'loja:' || pedido.loja_id || ':pedidos', true);
  end if;
  if pedido.cliente_id is not null then
    perform realtime.send(mensagem, 'pedido_mudou', 'cliente:' || pedido.cliente_id || ':pedidos', true);
  end if;
  return null;
end;
$$;

comment on function private.anunciar_evento_pedido() is
  'Anuncia cada evento de pedido (Realtime Broadcast) nos canais do pedido, da loja e do cliente.';

revoke all on function private.anunciar_evento_pedido() from public;

create trigger eventos_pedido_ao_vivo
after insert on public.eventos_pedido
for each row execute function private.anunciar_evento_pedido();
