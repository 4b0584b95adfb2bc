import type { Order } from "@/lib/orders/types";

/**
 * How many ratings a company's `rating` averages, for schema.org AggregateRating.ratingCount.
 *
 * The sample data (product.md §3) keeps the average but not the number of reviews. A delivered order is the one
 * a customer can rate, so the count is the company's delivered sample orders; a store that shows a rating
 * was rated at least once, hence the floor of 1. Returns 0 for a store without a rating (rating 0).
 */
export function ratingCountFor(
  company: { id: string; rating: number },
  orders: readonly Pick<Order, "restaurantId" | "status">[],
): number {
  if (company.rating <= 0) return 0;
  const delivered = orders.filter(
    (order) => order.restaurantId === company.id && order.status === "delivered",
  );
  return Math.max(1, delivered.length);
}
