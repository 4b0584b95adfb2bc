import type { CompanyOrder, Order } from "@/lib/orders/types";
import { itemLines, localDateTime } from "@/lib/orders/derive";
import { orderCode } from "@/lib/orders/history";
import { normalizeText } from "@/lib/store/search";

/** The board's tabs, in order: Preparando, Pronto, Entregue, Cancelado (product.md D11 orders board). */
export const BOARD_STATUSES = ["preparing", "ready", "delivered", "cancelled"] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/**
 * product.md §3 company-side order as the dashboard and the board show it: a cancelled order carries its reason,
 * and the board also shows the day it came in (sample orders span several days).
 */
export type CompanyBoardOrder = Omit<CompanyOrder, "status"> & {
  status: BoardStatus;
  date?: string;
  cancelReason?: string;
};

export function isBoardStatus(status: string): status is BoardStatus {
  return (BOARD_STATUSES as readonly string[]).includes(status);
}

/** The board entry of an order; undefined for statuses the company board does not show (confirmed, on_way). */
export function toBoardOrder(
  order: Order,
  customer: string,
  cancelReason?: string,
): CompanyBoardOrder | undefined {
  if (!isBoardStatus(order.status)) return undefined;
  const { date, time } = localDateTime(order.orderTime);
  return {
    id: order.id,
    companyId: order.restaurantId,
    customer,
    items: itemLines(order),
    total: order.total,
    status: order.status,
    time,
    date,
    ...(order.status === "cancelled" && cancelReason ? { cancelReason } : {}),
  };
}

export type BoardCounts = Record<BoardStatus, number>;

export function boardCounts(orders: readonly Pick<CompanyBoardOrder, "status">[]): BoardCounts {
  const counts: BoardCounts = { preparing: 0, ready: 0, delivered: 0, cancelled: 0 };
  for (const order of orders) counts[order.status] += 1;
  return counts;
}

/** Customer name (accent-insensitive) or order number ('#41729B67', '41729b', with or without '#'). */
export function matchesOrderQuery(order: Pick<CompanyBoardOrder, "id" | "customer">, query: string): boolean {
  const needle = normalizeText(query.trim().replace(/^#/, ""));
  if (!needle) return true;
  return (
    normalizeText(order.customer).includes(needle) || normalizeText(orderCode(order.id)).includes(needle)
  );
}

/** The orders of one tab that match the search, in the order given (newest first from the data layer). */
export function ordersInTab<O extends Pick<CompanyBoardOrder, "id" | "customer" | "status">>(
  orders: readonly O[],
  status: BoardStatus,
  query: string,
): O[] {
  return orders.filter((order) => order.status === status && matchesOrderQuery(order, query));
}
