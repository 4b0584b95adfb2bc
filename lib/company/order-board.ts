import type { AccountType } from "@/lib/auth/types";
import { orderCode } from "@/lib/orders/history";
import { isOpenOrder, ORDER_STATUSES } from "@/lib/orders/status";
import type { OrderRole } from "@/lib/orders/transitions";
import type { DeliveryType, Order, OrderStatus, PaymentChoice } from "@/lib/orders/types";
import { normalizeText } from "@/lib/store/search";

/**
 * The store's orders board and the dashboard's open orders (docs/product.md §4 Order status): one tab per
 * status, in the kitchen's order — Novos, Preparando, Prontos, Em rota, Entregues, Cancelados.
 */
export const BOARD_TABS = ORDER_STATUSES;
export type BoardTab = OrderStatus;

/** One order as a card shows it: small plain props for the client board. */
export type BoardOrder = {
  id: string;
  /** the name the order was placed under */
  customer: string;
  /** "2x Pão de queijo" lines */
  items: string[];
  total: number;
  status: OrderStatus;
  /** when it was placed (ISO instant) */
  placedAt: string;
  deliveryType: DeliveryType;
  paymentMethod: PaymentChoice;
  cancelReason: string | null;
};

export function toBoardOrder(order: Order): BoardOrder {
  return {
    id: order.id,
    customer: order.customerName,
    items: order.items.map((item) => `${item.quantity}x ${item.name}`),
    total: order.total,
    status: order.status,
    placedAt: order.orderTime,
    deliveryType: order.deliveryType,
    paymentMethod: order.paymentMethod,
    cancelReason: order.status === "cancelled" ? order.cancelReason : null,
  };
}

/**
 * The part a store member plays in its orders, as the database decides it (private.papel_no_pedido): an
 * empresa owner is the store, an entregador member its courier; anyone else only reads.
 */
export function boardRole(type: AccountType, storeRole: "dono" | "entregador"): OrderRole | null {
  if (type === "empresa" && storeRole === "dono") return "store";
  if (type === "entregador" && storeRole === "entregador") return "courier";
  return null;
}

export type BoardCounts = Record<BoardTab, number>;

export function boardCounts(orders: readonly Pick<BoardOrder, "status">[]): BoardCounts {
  const counts = Object.fromEntries(BOARD_TABS.map((tab) => [tab, 0])) as BoardCounts;
  for (const order of orders) counts[order.status] += 1;
  return counts;
}

/** The tab the board opens on: new orders whenever there are any, else the first tab with orders. */
export function defaultBoardTab(counts: BoardCounts): BoardTab {
  return BOARD_TABS.find((tab) => counts[tab] > 0) ?? "confirmed";
}

/** Customer name (accent-insensitive) or order number ('#41729B67', '41729b', with or without '#'). */
export function matchesOrderQuery(order: Pick<BoardOrder, "id" | "customer">, query: string): boolean {
  const needle = normalizeText(query.trim().replace(/^#/, ""));
  if (!needle) return true;
  return (
    normalizeText(order.customer).includes(needle) || normalizeText(orderCode(order.id)).includes(needle)
  );
}

/** The orders of one tab that match the search, in the order given (newest first from the data layer). */
export function ordersInTab<O extends Pick<BoardOrder, "id" | "customer" | "status">>(
  orders: readonly O[],
  tab: BoardTab,
  query: string,
): O[] {
  return orders.filter((order) => order.status === tab && matchesOrderQuery(order, query));
}

/** How many open orders the dashboard lists before 'Ver todos os pedidos'. */
export const RECENT_OPEN_ORDERS = 5;

/** The dashboard's open orders (neither delivered nor cancelled), newest first as given. */
export function recentOpenOrders<O extends Pick<BoardOrder, "status">>(
  orders: readonly O[],
  limit = RECENT_OPEN_ORDERS,
): O[] {
  return orders.filter((order) => isOpenOrder(order.status)).slice(0, limit);
}
