import { z } from "zod";

import { fromDbActor, fromDbStatus } from "@/lib/orders/status";
import type { OrderActor, OrderStatus } from "@/lib/orders/types";

/**
 * The private Realtime topics of orders (supabase/migrations/20250901120000_pedidos_ao_vivo.sql), where each
 * order event is broadcast; RLS on realtime.messages decides who may join each one.
 */

/** One order: its customer, its store's members and administrators. */
export const orderTopic = (orderId: string) => `pedido:${orderId}`;
/** Every order of a store: its owner's board and dashboard, its couriers. */
export const storeOrdersTopic = (storeId: string) => `loja:${storeId}:pedidos`;
/** Every order of a customer: their history and dashboard. */
export const customerOrdersTopic = (userId: string) => `cliente:${userId}:pedidos`;

/** The broadcast event every order change is sent as. */
export const ORDER_CHANGED_EVENT = "pedido_mudou";

/** What a change says: a nudge to read the order again, never its data. `from` is null for a new order. */
export type OrderChange = {
  orderId: string;
  storeId: string | null;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
};

const status = z.string().transform((value, ctx) => {
  const parsed = fromDbStatus(value);
  if (!parsed) ctx.addIssue({ code: "custom", message: "status desconhecido" });
  return parsed as OrderStatus;
});

const messageSchema = z.object({
  pedido_id: z.uuid(),
  loja_id: z.uuid().nullable(),
  de: status.nullable(),
  para: status,
  ator: z.string().transform(fromDbActor),
});

/** The broadcast's payload as an OrderChange; null for anything else (the screen then just reads again). */
export function parseOrderChange(payload: unknown): OrderChange | null {
  const parsed = messageSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { pedido_id, loja_id, de, para, ator } = parsed.data;
  return { orderId: pedido_id, storeId: loja_id, from: de, to: para, actor: ator };
}
