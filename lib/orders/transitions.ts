import type { OrderStatus } from "@/lib/orders/types";

/**
 * Who may move an order, and where (product.md §4 Order status). The database decides with the same table
 * (private.transicao_permitida in supabase/migrations/20250801120500_status_pedido.sql; both run
 * tests/orders/transition-cases.ts); screens use this one to show only the buttons that can work.
 *
 * A new order is confirmed; the store accepts it (preparing) or cancels it with a reason; from preparing the
 * store marks it ready or cancels it with a reason; a pickup order goes from ready to delivered when the
 * store hands it over; a delivery order goes ready → on the way → delivered by the store's courier or the
 * store itself; the customer may cancel while it is still confirmed; an administrator may cancel any order
 * not yet delivered.
 */

/** The caller's part in an order: its customer, its store's owner, its store's courier, an administrator. */
export type OrderRole = "customer" | "store" | "courier" | "admin";
export type OrderDeliveryType = "delivery" | "pickup";

export const ORDER_ROLES = ["customer", "store", "courier", "admin"] as const satisfies readonly OrderRole[];

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  role: OrderRole,
  deliveryType: OrderDeliveryType,
): boolean {
  if (to === "cancelled") {
    if (from === "confirmed") return role === "store" || role === "customer" || role === "admin";
    if (from === "preparing") return role === "store" || role === "admin";
    if (from === "ready" || from === "on_way") return role === "admin";
    return false;
  }
  const move = `${from}>${to}`;
  switch (move) {
    case "confirmed>preparing":
    case "preparing>ready":
      return role === "store";
    case "ready>delivered":
      return deliveryType === "pickup" && role === "store";
    case "ready>on_way":
    case "on_way>delivered":
      return deliveryType === "delivery" && (role === "store" || role === "courier");
    default:
      return false;
  }
}

/** A cancellation by the store or an administrator needs a reason; the customer's own may go without. */
export function needsReason(to: OrderStatus, role: OrderRole): boolean {
  return to === "cancelled" && (role === "store" || role === "admin");
}

/** The forward moves (not cancelling) `role` may make now, in the flow's order: at most one. */
export function nextStep(
  from: OrderStatus,
  role: OrderRole,
  deliveryType: OrderDeliveryType,
): OrderStatus | null {
  const forward: OrderStatus[] = ["preparing", "ready", "on_way", "delivered"];
  return forward.find((to) => canTransition(from, to, role, deliveryType)) ?? null;
}
