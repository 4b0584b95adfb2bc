import type { Order } from "@/lib/orders/types";

/**
 * Who is carrying an order and since when, for the store's order page: an order on the way left at its
 * last 'on_way' event (null when the history does not say); any other status is not on the road.
 */
export function courierLeg(order: Pick<Order, "status" | "events">): { since: string | null } | null {
  if (order.status !== "on_way") return null;
  const left = order.events.findLast((event) => event.to === "on_way");
  return { since: left?.at ?? null };
}
