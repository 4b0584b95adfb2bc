import type { Company, HistoryEntry, Order, OrderStatus } from "@/fixtures/schemas";
import { TIME_ZONE } from "@/lib/i18n/constants";

export const HISTORY_TABS = ["all", "delivered", "inProgress", "cancelled"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/**
 * spec 2 "Order history": tabs Todos, Entregues, Em andamento (preparing), Cancelados. The spec pins
 * "Em andamento" to the preparing status, so confirmed, ready and on_way orders appear only under Todos.
 */
const TAB_STATUSES: Record<Exclude<HistoryTab, "all">, readonly OrderStatus[]> = {
  delivered: ["delivered"],
  inProgress: ["preparing"],
  cancelled: ["cancelled"],
};

export function filterHistory(entries: HistoryEntry[], tab: HistoryTab): HistoryEntry[] {
  if (tab === "all") return entries;
  const statuses = TAB_STATUSES[tab];
  return entries.filter((entry) => statuses.includes(entry.status));
}

/** Local (checkout) and sample entries in one list, newest first; an id present in both appears once. */
export function mergeHistory(...lists: HistoryEntry[][]): HistoryEntry[] {
  const byId = new Map<string, HistoryEntry>();
  for (const entry of lists.flat()) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  // "YYYY-MM-DD HH:mm" strings sort chronologically.
  return [...byId.values()].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
}

/** Short human reference of an order id (first block of the UUID, upper-case). */
export function orderCode(id: string): string {
  return (id.split("-")[0] ?? id).toUpperCase();
}

// en-CA gives YYYY-MM-DD; the clock is the stores' (São Paulo), like the sample history's.
const localParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** spec 3 history entry of an order placed at checkout (the sample history is built the same way). */
export function toLocalHistoryEntry(order: Order, company: Pick<Company, "name" | "logo">): HistoryEntry {
  const parts = Object.fromEntries(
    localParts.formatToParts(new Date(order.orderTime)).map((p) => [p.type, p.value]),
  );
  return {
    id: order.id,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    status: order.status,
    total: order.total,
    items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    company: company.name,
    companyLogo: company.logo,
  };
}
