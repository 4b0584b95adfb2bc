import { toCents } from "@/lib/orders/pricing";

/** How many orders the courier finished and the delivery fees they came with, summed in cents. */
export function daySummary(delivered: readonly { deliveryFee: number }[]): { count: number; fees: number } {
  const cents = delivered.reduce((sum, order) => sum + toCents(order.deliveryFee), 0);
  return { count: delivered.length, fees: cents / 100 };
}
