import { describe, expect, it } from "vitest";

import type { CouponBanner } from "@/lib/marketing/types";
import type { OrderStatus } from "@/lib/orders/types";
import {
  deriveCompanyNotices,
  deriveCustomerNotices,
  type Notice,
  type NoticeOrder,
  type OrderNoticeKind,
} from "@/lib/notices/derive";

const id = (n: number) => `${String(n).padStart(8, "0")}-0000-4000-8000-000000000000`;

function order(n: number, status: OrderStatus, orderTime: string): NoticeOrder {
  return { id: id(n), status, orderTime, total: 10 * n, party: `Parte ${n}` };
}

const kinds = (notices: Notice[]) =>
  notices.map((notice) =>
    notice.type === "order" ? `${notice.orderCode}:${notice.kind}` : notice.couponCode,
  );

describe("company notices: new order, order ready, delivered, cancelled (product.md D11)", () => {
  it.each<[OrderStatus, OrderNoticeKind[]]>([
    ["confirmed", ["newOrder"]],
    ["preparing", ["newOrder"]],
    ["ready", ["ready", "newOrder"]],
    ["on_way", ["newOrder"]],
    ["delivered", ["delivered", "newOrder"]],
    ["cancelled", ["cancelled", "newOrder"]],
  ])("an order %s gives %j, the status first because it happened later", (status, expected) => {
    const notices = deriveCompanyNotices([order(1, status, "2026-11-21T10:00:00-03:00")]);
    expect(notices.map((notice) => (notice.type === "order" ? notice.kind : null))).toEqual(expected);
    expect(notices.every((notice) => notice.href === `/company/order/${id(1)}`)).toBe(true);
  });

  it("lists newest orders first and starts unread only the newest order day's notices", () => {
    const notices = deriveCompanyNotices([
      order(1, "delivered", "2026-11-18T07:50:00-03:00"),
      order(2, "preparing", "2026-11-21T20:40:00-03:00"),
      // 23:30 in São Paulo is already the 22nd in UTC: still the 21st for the store.
      order(3, "cancelled", "2026-11-21T23:30:00-03:00"),
    ]);
    expect(kinds(notices)).toEqual([
      "00000003:cancelled",
      "00000003:newOrder",
      "00000002:newOrder",
      "00000001:delivered",
      "00000001:newOrder",
    ]);
    expect(notices.map((notice) => notice.unreadByDefault)).toEqual([true, true, true, false, false]);
  });

  it("has no notices without orders", () => {
    expect(deriveCompanyNotices([])).toEqual([]);
  });
});

const coupons: CouponBanner[] = [
  {
    id: "80c94288-cb42-4cbc-83ec-9498ee2f8315",
    title: "15% OFF",
    subtitle: "Primeira compra",
    code: "PRIMEIRA",
  },
];

describe("customer notices: order updates and coupons (product.md D11)", () => {
  it.each<[OrderStatus, OrderNoticeKind]>([
    ["confirmed", "confirmed"],
    ["preparing", "preparing"],
    ["ready", "ready"],
    ["on_way", "onWay"],
    ["delivered", "delivered"],
    ["cancelled", "cancelled"],
  ])("an order %s gives one '%s' update linking to its detail", (status, kind) => {
    const [notice] = deriveCustomerNotices([order(7, status, "2026-11-21T10:00:00-03:00")], []);
    expect(notice).toMatchObject({ type: "order", kind, href: `/customer/order/${id(7)}`, party: "Parte 7" });
  });

  it("adds each coupon after the order updates, unread, linking to the wallet", () => {
    const notices = deriveCustomerNotices(
      [order(1, "delivered", "2026-11-02T10:00:00-03:00"), order(2, "on_way", "2026-11-21T20:40:00-03:00")],
      coupons,
    );
    expect(kinds(notices)).toEqual(["00000002:onWay", "00000001:delivered", "PRIMEIRA"]);
    expect(notices.map((notice) => notice.unreadByDefault)).toEqual([true, false, true]);
    expect(notices[2]).toMatchObject({ id: `coupon:${coupons[0]!.id}`, href: "/customer/cupons" });
  });

  it("a customer without orders still hears of the coupons", () => {
    expect(kinds(deriveCustomerNotices([], coupons))).toEqual(["PRIMEIRA"]);
  });
});
