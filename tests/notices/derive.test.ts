import { describe, expect, it } from "vitest";

import type { CouponBanner } from "@/lib/marketing/types";
import {
  deriveCompanyNotices,
  deriveCustomerNotices,
  type Notice,
  type NoticeOrder,
  type OrderNoticeKind,
} from "@/lib/notices/derive";
import type { DeliveryType, OrderEvent, OrderStatus } from "@/lib/orders/types";
import { orderEvent } from "@/tests/support/sample-orders";

const id = (n: number) => `${String(n).padStart(8, "0")}-0000-4000-8000-000000000000`;

/** An order placed at `placedAt` and moved along `path`, 10 minutes a step. */
function order(
  n: number,
  placedAt: string,
  path: OrderStatus[],
  deliveryType: DeliveryType = "delivery",
): NoticeOrder {
  const at = (step: number) => new Date(Date.parse(placedAt) + step * 10 * 60_000).toISOString();
  const events: OrderEvent[] = [orderEvent(null, "confirmed", at(0), "customer")];
  path.forEach((to, step) => {
    const from = events.at(-1)!.to;
    events.push(orderEvent(from, to, at(step + 1), "store", to === "cancelled" ? "Sem massa" : null));
  });
  return { id: id(n), orderTime: at(0), total: 10 * n, deliveryType, events, party: `Parte ${n}` };
}

const kinds = (notices: Notice[]) =>
  notices.map((notice) =>
    notice.type === "order" ? `${notice.orderCode}:${notice.kind}` : notice.couponCode,
  );
const only = (notices: Notice[]) => notices.map((notice) => (notice.type === "order" ? notice.kind : null));

const FULL: OrderStatus[] = ["preparing", "ready", "on_way", "delivered"];

describe("a store's notices: each new order, and orders ready, delivered or cancelled (product.md D11)", () => {
  it.each<[string, OrderStatus[], OrderNoticeKind[]]>([
    ["a new order", [], ["newOrder"]],
    ["an order in the kitchen", ["preparing"], ["newOrder"]],
    ["an order ready", ["preparing", "ready"], ["ready", "newOrder"]],
    ["an order on the way", ["preparing", "ready", "on_way"], ["ready", "newOrder"]],
    ["an order delivered", FULL, ["delivered", "ready", "newOrder"]],
    ["an order cancelled", ["cancelled"], ["cancelled", "newOrder"]],
  ])("%s gives %j, newest first", (_case, path, expected) => {
    const notices = deriveCompanyNotices([order(1, "2026-11-21T10:00:00-03:00", path)]);
    expect(only(notices)).toEqual(expected);
    expect(notices.every((notice) => notice.href === `/company/order/${id(1)}`)).toBe(true);
  });

  it("dates each notice at the moment its change happened", () => {
    const delivered = order(1, "2026-11-21T10:00:00-03:00", FULL);
    const at = (to: OrderStatus) => delivered.events.find((event) => event.to === to)!.at;
    expect(deriveCompanyNotices([delivered]).map((notice) => notice.type === "order" && notice.at)).toEqual([
      at("delivered"),
      at("ready"),
      at("confirmed"),
    ]);
  });

  it("lists the newest changes first and starts unread only the 24 hours up to the newest notice", () => {
    const notices = deriveCompanyNotices([
      order(1, "2026-11-18T07:50:00-03:00", FULL),
      // the evening before an order placed just after midnight is still news
      order(2, "2026-11-21T20:40:00-03:00", ["preparing"]),
      order(3, "2026-11-22T00:10:00-03:00", ["cancelled"]),
    ]);
    expect(kinds(notices)).toEqual([
      "00000003:cancelled",
      "00000003:newOrder",
      "00000002:newOrder",
      "00000001:delivered",
      "00000001:ready",
      "00000001:newOrder",
    ]);
    expect(notices.map((notice) => notice.unreadByDefault)).toEqual([true, true, true, false, false, false]);
  });

  it.each<[string, string, boolean]>([
    ["23 h 59 before the newest", "2026-11-20T00:21:00-03:00", true],
    ["exactly 24 h before the newest", "2026-11-20T00:20:00-03:00", false],
    ["two days before the newest", "2026-11-19T00:20:00-03:00", false],
  ])("an order placed %s starts unread: %s", (_case, placedAt, unread) => {
    const notices = deriveCompanyNotices([order(1, placedAt, []), order(2, "2026-11-21T00:20:00-03:00", [])]);
    expect(notices.map((notice) => notice.unreadByDefault)).toEqual([true, unread]);
  });

  it("names the customer and keeps a cancellation's reason", () => {
    const [cancelled] = deriveCompanyNotices([order(4, "2026-11-21T10:00:00-03:00", ["cancelled"])]);
    expect(cancelled).toMatchObject({ kind: "cancelled", party: "Parte 4", reason: "Sem massa", total: 40 });
  });

  it("still hears of an order whose history could not be read, at the time it was placed", () => {
    const placed = { ...order(5, "2026-11-21T10:00:00-03:00", []), events: [] };
    expect(deriveCompanyNotices([placed])).toMatchObject([{ kind: "newOrder", at: placed.orderTime }]);
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

describe("a customer's notices: every change of their orders, then the coupons (product.md D11)", () => {
  it.each<[string, OrderStatus[], DeliveryType, OrderNoticeKind[]]>([
    ["placed", [], "delivery", ["newOrder"]],
    ["accepted", ["preparing"], "delivery", ["preparing", "newOrder"]],
    ["delivered", FULL, "delivery", ["delivered", "onWay", "ready", "preparing", "newOrder"]],
    ["ready for pickup", ["preparing", "ready"], "pickup", ["readyForPickup", "preparing", "newOrder"]],
    ["cancelled", ["cancelled"], "delivery", ["cancelled", "newOrder"]],
  ])(
    "an order %s gives %j, each named after the store and linking to its detail",
    (_case, path, type, expected) => {
      const notices = deriveCustomerNotices([order(7, "2026-11-21T10:00:00-03:00", path, type)], []);
      expect(only(notices)).toEqual(expected);
      expect(notices.every((notice) => notice.type === "order" && notice.party === "Parte 7")).toBe(true);
      expect(notices.every((notice) => notice.href === `/customer/order/${id(7)}`)).toBe(true);
    },
  );

  it("adds each coupon after the order updates, unread, linking to the wallet", () => {
    const notices = deriveCustomerNotices(
      [order(1, "2026-11-02T10:00:00-03:00", []), order(2, "2026-11-21T20:40:00-03:00", ["preparing"])],
      coupons,
    );
    expect(kinds(notices)).toEqual([
      "00000002:preparing",
      "00000002:newOrder",
      "00000001:newOrder",
      "PRIMEIRA",
    ]);
    expect(notices.map((notice) => notice.unreadByDefault)).toEqual([true, true, false, true]);
    expect(notices[3]).toMatchObject({ id: `coupon:${coupons[0]!.id}`, href: "/customer/cupons" });
  });

  it("a brand-new customer hears only of the coupons", () => {
    expect(kinds(deriveCustomerNotices([], coupons))).toEqual(["PRIMEIRA"]);
  });
});
