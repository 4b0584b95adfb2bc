import type { CustomerOrder, HistoryEntry, Order } from "@/lib/orders/types";
import { saoPauloDateTime } from "@/lib/time/sao-paulo";

/** What the customer's order screens show of an order, derived from it so they never disagree. */

/** Calendar date (YYYY-MM-DD) and time (HH:mm) of an instant in Brazil (the stores' clock, São Paulo). */
export function localDateTime(iso: string): { date: string; time: string } {
  return saoPauloDateTime(new Date(iso));
}

/** "2x Pão de queijo mineiro (6 unidades)" lines for the dashboards. */
export function itemLines(order: Pick<Order, "items">): string[] {
  return order.items.map((item) => `${item.quantity}x ${item.name}`);
}

/** product.md §3 history entry of an order, with its store's logo (null once the store is gone or has none). */
export function toHistoryEntry(order: Order, companyLogo: string | null): HistoryEntry {
  const { date, time } = localDateTime(order.orderTime);
  return {
    id: order.id,
    date,
    time,
    status: order.status,
    total: order.total,
    items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    company: order.companyName,
    companyLogo,
  };
}

/** product.md §3 customer order: a 'Meus Pedidos' card on the customer dashboard. */
export function toCustomerOrder(order: Order): CustomerOrder {
  return {
    id: order.id,
    restaurantName: order.companyName,
    items: itemLines(order),
    total: order.total,
    status: order.status,
    date: localDateTime(order.orderTime).date,
    deliveryTime: order.estimatedDelivery,
  };
}

/** Newest first, by order time. */
export function newestFirst(a: Pick<Order, "orderTime">, b: Pick<Order, "orderTime">): number {
  return Date.parse(b.orderTime) - Date.parse(a.orderTime);
}
