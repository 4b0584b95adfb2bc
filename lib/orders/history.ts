import { isOpenOrder } from "@/lib/orders/status";
import type { HistoryEntry, OrderStatus } from "@/lib/orders/types";

export const HISTORY_TABS = ["all", "delivered", "inProgress", "cancelled"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/**
 * product.md §2 "Order history": tabs Todos, Entregues, Em andamento, Cancelados. 'Em andamento' is every open
 * order (confirmed, preparing, ready, on the way): an order waiting for the store is in progress too.
 */
const IN_TAB: Record<Exclude<HistoryTab, "all">, (status: OrderStatus) => boolean> = {
  delivered: (status) => status === "delivered",
  inProgress: isOpenOrder,
  cancelled: (status) => status === "cancelled",
};

export function filterHistory<T extends Pick<HistoryEntry, "status">>(
  entries: readonly T[],
  tab: HistoryTab,
): T[] {
  if (tab === "all") return [...entries];
  return entries.filter((entry) => IN_TAB[tab](entry.status));
}

/** Short human reference of an order id (first block of the UUID, upper-case). */
export function orderCode(id: string): string {
  return (id.split("-")[0] ?? id).toUpperCase();
}
