import type { CouponBanner } from "@/lib/marketing/types";
import { orderCode } from "@/lib/orders/history";
import type { Order, OrderEvent, OrderStatus } from "@/lib/orders/types";

/**
 * Notices (product.md D11, /company/avisos and /customer/avisos) derived from the real orders and their status
 * history: every status change is a notice at the moment it happened. A customer hears of each change of their
 * orders (named after the store), then the coupons on offer; a store of each new order and of orders ready,
 * delivered or cancelled (named after the customer). Notices of the 24 hours up to the newest one, and coupons,
 * start unread; older ones start read (a rolling window, so an order just after midnight does not make the
 * evening's orders look old). Newest first; coupons last.
 */

export type NoticeArea = "company" | "customer";

export type OrderNoticeKind =
  "newOrder" | "preparing" | "ready" | "readyForPickup" | "onWay" | "delivered" | "cancelled";

type NoticeBase = { id: string; href: string; unreadByDefault: boolean };

export type OrderNotice = NoticeBase & {
  type: "order";
  kind: OrderNoticeKind;
  orderId: string;
  orderCode: string;
  /** The other side of the order: the customer's name for a store, the store's for a customer. */
  party: string;
  total: number;
  /** when it happened: the event's time */
  at: string;
  /** a cancellation's reason, when one was given */
  reason: string | null;
};

export type CouponNotice = NoticeBase & {
  type: "coupon";
  couponCode: string;
  title: string;
  subtitle: string;
};

export type Notice = OrderNotice | CouponNotice;

/** What a notice needs of an order: its status history, total, delivery type and the other party's name. */
export type NoticeOrder = Pick<Order, "id" | "orderTime" | "total" | "deliveryType" | "events"> & {
  party: string;
};

/** How far back from the newest notice the notices start unread. */
export const UNREAD_WINDOW_MS = 24 * 60 * 60_000;

type Kinds = (event: OrderEvent, order: NoticeOrder) => OrderNoticeKind | null;

const CUSTOMER_KINDS: Record<OrderStatus, OrderNoticeKind | null> = {
  confirmed: null,
  preparing: "preparing",
  ready: "ready",
  on_way: "onWay",
  delivered: "delivered",
  cancelled: "cancelled",
};

/** A customer hears of every change; the first event (no 'from') is the order being placed. */
const customerKind: Kinds = (event, order) => {
  if (event.from === null) return "newOrder";
  if (event.to === "ready" && order.deliveryType === "pickup") return "readyForPickup";
  return CUSTOMER_KINDS[event.to];
};

const COMPANY_KINDS: Partial<Record<OrderStatus, OrderNoticeKind>> = {
  ready: "ready",
  delivered: "delivered",
  cancelled: "cancelled",
};

/** A store hears of each new order, and of orders ready, delivered or cancelled. */
const companyKind: Kinds = (event) => (event.from === null ? "newOrder" : (COMPANY_KINDS[event.to] ?? null));

/** The order's history; an order without events (it should not happen) still has its placing. */
function historyOf(order: NoticeOrder): readonly OrderEvent[] {
  if (order.events.length > 0) return order.events;
  return [{ from: null, to: "confirmed", actor: "customer", at: order.orderTime, reason: null }];
}

function orderNotices(
  orders: readonly NoticeOrder[],
  kindOf: Kinds,
  hrefOf: (id: string) => string,
): OrderNotice[] {
  const found = orders.flatMap((order) =>
    historyOf(order).flatMap((event, seq) => {
      const kind = kindOf(event, order);
      if (!kind) return [];
      const notice: OrderNotice = {
        id: `${order.id}:${kind}`,
        type: "order",
        kind,
        orderId: order.id,
        orderCode: orderCode(order.id),
        party: order.party,
        total: order.total,
        at: event.at,
        reason: event.to === "cancelled" ? event.reason : null,
        href: hrefOf(order.id),
        unreadByDefault: false,
      };
      return [{ notice, seq }];
    }),
  );
  // newest first; within one instant the later change of an order first
  found.sort((a, b) => Date.parse(b.notice.at) - Date.parse(a.notice.at) || b.seq - a.seq);
  const newest = found[0] ? Date.parse(found[0].notice.at) : 0;
  return found.map(({ notice }) => ({
    ...notice,
    unreadByDefault: newest - Date.parse(notice.at) < UNREAD_WINDOW_MS,
  }));
}

/** A store's notices: each new order, then orders ready, delivered or cancelled. */
export function deriveCompanyNotices(orders: readonly NoticeOrder[]): Notice[] {
  return orderNotices(orders, companyKind, (id) => `/company/order/${id}`);
}

/** A customer's notices: every change of their orders, then the coupons on offer. */
export function deriveCustomerNotices(
  orders: readonly NoticeOrder[],
  coupons: readonly CouponBanner[],
): Notice[] {
  const updates = orderNotices(orders, customerKind, (id) => `/customer/order/${id}`);
  const offers = coupons.map((coupon): CouponNotice => ({
    id: `coupon:${coupon.id}`,
    type: "coupon",
    couponCode: coupon.code,
    title: coupon.title,
    subtitle: coupon.subtitle,
    href: "/customer/cupons",
    unreadByDefault: true,
  }));
  return [...updates, ...offers];
}
