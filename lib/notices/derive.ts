import type { CouponBanner } from "@/lib/marketing/types";
import type { Order, OrderStatus } from "@/lib/orders/types";
import { localDateTime, newestFirst } from "@/lib/orders/derive";
import { orderCode } from "@/lib/orders/history";

/**
 * Notices (product.md D11, /company/avisos and /customer/avisos) derived from the sample orders: a company
 * hears of each new order and of orders ready, delivered or cancelled; a customer of each order's
 * current status and of the coupons on offer. Notices of the newest order day, and coupons, start
 * unread; older ones start read. The list comes newest first, a status notice before the order's
 * 'new order' notice (it happened later), coupons last.
 */

export type NoticeArea = "company" | "customer";

export type OrderNoticeKind =
  "newOrder" | "confirmed" | "preparing" | "ready" | "onWay" | "delivered" | "cancelled";

type NoticeBase = { id: string; href: string; unreadByDefault: boolean };

export type OrderNotice = NoticeBase & {
  type: "order";
  kind: OrderNoticeKind;
  orderId: string;
  orderCode: string;
  /** The other side of the order: the customer's name for a company, the company's for a customer. */
  party: string;
  total: number;
  at: string;
};

export type CouponNotice = NoticeBase & {
  type: "coupon";
  couponCode: string;
  title: string;
  subtitle: string;
};

export type Notice = OrderNotice | CouponNotice;

export type NoticeOrder = Pick<Order, "id" | "status" | "orderTime" | "total"> & { party: string };

// product.md §3 company-side statuses worth a notice beyond the new order itself.
const COMPANY_STATUS_KINDS: Partial<Record<OrderStatus, OrderNoticeKind>> = {
  ready: "ready",
  delivered: "delivered",
  cancelled: "cancelled",
};

const CUSTOMER_STATUS_KINDS: Record<OrderStatus, OrderNoticeKind> = {
  confirmed: "confirmed",
  preparing: "preparing",
  ready: "ready",
  on_way: "onWay",
  delivered: "delivered",
  cancelled: "cancelled",
};

/** The São Paulo day of the newest order: its notices are the fresh, unread ones. */
function latestDay(orders: readonly NoticeOrder[]): string {
  return orders.reduce((latest, order) => {
    const day = localDateTime(order.orderTime).date;
    return day > latest ? day : latest;
  }, "");
}

function orderNotice(order: NoticeOrder, kind: OrderNoticeKind, href: string, today: string): OrderNotice {
  return {
    id: `${order.id}:${kind}`,
    type: "order",
    kind,
    orderId: order.id,
    orderCode: orderCode(order.id),
    party: order.party,
    total: order.total,
    at: order.orderTime,
    href,
    unreadByDefault: localDateTime(order.orderTime).date === today,
  };
}

/** product.md §3 company-side orders: new order, then ready, delivered or cancelled. */
export function deriveCompanyNotices(orders: readonly NoticeOrder[]): Notice[] {
  const today = latestDay(orders);
  return [...orders].sort(newestFirst).flatMap((order) => {
    const href = `/company/order/${order.id}`;
    const kind = COMPANY_STATUS_KINDS[order.status];
    const created = orderNotice(order, "newOrder", href, today);
    return kind ? [orderNotice(order, kind, href, today), created] : [created];
  });
}

/** A customer's order updates (the current status of each order), then the coupons on offer. */
export function deriveCustomerNotices(
  orders: readonly NoticeOrder[],
  coupons: readonly CouponBanner[],
): Notice[] {
  const today = latestDay(orders);
  const updates = [...orders]
    .sort(newestFirst)
    .map((order) =>
      orderNotice(order, CUSTOMER_STATUS_KINDS[order.status], `/customer/order/${order.id}`, today),
    );
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
