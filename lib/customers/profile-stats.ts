import { addMoney } from "@/lib/orders/checkout";
import type { Order } from "@/lib/orders/types";

export type ProfileStats = { orders: number; spent: number; favorites: number };

/**
 * The profile's summary from the customer's own orders: how many they placed, what they spent (delivered
 * orders only: an open order may still be cancelled, a cancelled one was never charged) and their favourites.
 */
export function profileStats(
  orders: readonly Pick<Order, "status" | "total">[],
  favorites: number,
): ProfileStats {
  const delivered = orders.filter((order) => order.status === "delivered");
  return { orders: orders.length, spent: addMoney(...delivered.map((order) => order.total)), favorites };
}
