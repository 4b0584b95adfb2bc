import type { DeliveryType, OrderActor, OrderStatus } from "@/lib/orders/types";

/**
 * The one home of an order's status (product.md §4): its name in the database, its label for each audience
 * (catalogue keys under `orderStatus`) and its badge colour. Every screen that shows a status reads it here,
 * through components/orders/order-status-badge.tsx.
 */

export const ORDER_STATUSES = [
  "confirmed",
  "preparing",
  "ready",
  "on_way",
  "delivered",
  "cancelled",
] as const satisfies readonly OrderStatus[];

/** pedidos.status values (supabase/migrations/20250801120200_pedidos.sql), by app status. */
const DB_STATUS: Record<OrderStatus, string> = {
  confirmed: "confirmado",
  preparing: "preparando",
  ready: "pronto",
  on_way: "a_caminho",
  delivered: "entregue",
  cancelled: "cancelado",
};
const APP_STATUS = new Map(Object.entries(DB_STATUS).map(([app, db]) => [db, app as OrderStatus]));

export function toDbStatus(status: OrderStatus): string {
  return DB_STATUS[status];
}

/** An app status from a pedidos.status value; undefined for anything the schema does not allow. */
export function fromDbStatus(value: string): OrderStatus | undefined {
  return APP_STATUS.get(value);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** eventos_pedido.papel values, by actor. */
const DB_ACTOR: Record<string, OrderActor> = {
  cliente: "customer",
  loja: "store",
  entregador: "courier",
  admin: "admin",
};

export function fromDbActor(value: string): OrderActor {
  return DB_ACTOR[value] ?? "admin";
}

/**
 * Who reads the label: the shopper's tracker ('Pronto para entrega', 'Saiu para entrega'), the order lists
 * and badges ('A caminho', 'Cancelado'), the store's board ('Novo', 'Em rota').
 */
export type StatusAudience = "tracker" | "history" | "board";

/** A key under the catalogue's `orderStatus` namespace. */
export type StatusLabelKey = `${StatusAudience}.${OrderStatus}` | "tracker.readyForPickup" | "unknown";

/** The catalogue key (under `orderStatus`) of a status for an audience; anything unknown reads 'Desconhecido'. */
export function statusLabelKey(
  status: string,
  audience: StatusAudience,
  deliveryType?: DeliveryType,
): StatusLabelKey {
  if (!isOrderStatus(status)) return "unknown";
  // a pickup order is ready to be collected, not delivered
  if (audience === "tracker" && status === "ready" && deliveryType === "pickup")
    return "tracker.readyForPickup";
  return `${audience}.${status}`;
}

export type StatusTone = "info" | "warning" | "success" | "danger" | "neutral";

const TONES: Record<OrderStatus, StatusTone> = {
  confirmed: "info",
  preparing: "warning",
  ready: "info",
  on_way: "info",
  delivered: "success",
  cancelled: "danger",
};

/** Badge colour family of a status; unknown statuses stay neutral. */
export function statusTone(status: string): StatusTone {
  return isOrderStatus(status) ? TONES[status] : "neutral";
}

/** An order still in the kitchen's or the courier's hands: neither delivered nor cancelled. */
export function isOpenOrder(status: OrderStatus): boolean {
  return status !== "delivered" && status !== "cancelled";
}
