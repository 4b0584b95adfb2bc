import type { HistoryEntry, OrderStatus } from "@/lib/orders/types";

export const HISTORY_TABS = ["all", "delivered", "inProgress", "cancelled"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/**
 * product.md §2 "Order history": tabs Todos, Entregues, Em andamento (preparing), Cancelados. The spec pins
 * "Em andamento" to the preparing status, so confirmed, ready and on_way orders appear only under Todos.
 */
const TAB_STATUSES: Record<Exclude<HistoryTab, "all">, readonly OrderStatus[]> = {
  delivered: ["delivered"],
  inProgress: ["preparing"],
  cancelled: ["cancelled"],
};

export function filterHistory<T extends HistoryEntry>(entries: T[], tab: HistoryTab): T[] {
  if (tab === "all") return entries;
  const statuses = TAB_STATUSES[tab];
  return entries.filter((entry) => statuses.includes(entry.status));
}

/** Local (checkout) and sample entries in one list, newest first; an id present in both appears once. */
export function mergeHistory<T extends HistoryEntry>(...lists: T[][]): T[] {
  const byId = new Map<string, T>();
  for (const entry of lists.flat()) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  // "YYYY-MM-DD HH:mm" strings sort chronologically.
  return [...byId.values()].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
}

/** Short human reference of an order id (first block of the UUID, upper-case). */
export function orderCode(id: string): string {
  return (id.split("-")[0] ?? id).toUpperCase();
}
