import { beforeEach, describe, expect, it, vi } from "vitest";

import type { EventoRow } from "@/lib/orders/rows";
import { makeOrder } from "@/tests/support/sample-orders";

// The orders come from lib/data/orders.ts (read as the viewer); the events from one eventos_pedido read.
const data = vi.hoisted(() => ({
  getCustomerOrders: vi.fn(),
  getStoreOrders: vi.fn(),
  eventsIn: vi.fn(),
  rows: [] as EventoRow[],
  rpc: vi.fn(),
}));
vi.mock("@/lib/data/orders", () => ({
  getCustomerOrders: data.getCustomerOrders,
  getStoreOrders: data.getStoreOrders,
}));
vi.mock("@/lib/data/marketing", () => ({
  getCouponBanners: () => [
    {
      id: "80c94288-cb42-4cbc-83ec-9498ee2f8315",
      title: "15% OFF",
      subtitle: "Primeira compra",
      code: "PRIMEIRA",
    },
  ],
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    // public.avisos_lidos_dentre / marcar_avisos_lidos, as the viewer
    rpc: data.rpc,
    from: () => ({
      select: () => ({
        in: (column: string, ids: string[]) => {
          data.eventsIn(column, ids);
          // bounded (issue 24): at most ORDER_EVENTS_MAX events per order
          return { order: () => ({ limit: async () => ({ data: data.rows, error: null }) }) };
        },
      }),
    }),
  }),
}));

const { getNotices, getNoticeReadState, markNoticesRead } = await import("@/lib/data/notices");

const order = makeOrder({ status: "preparing", events: [] });
const row = (id: number, de: string | null, para: string, at: string): EventoRow => ({
  id,
  pedido_id: order.id,
  papel: de === null ? "cliente" : "loja",
  de,
  para,
  motivo: null,
  created_at: at,
});

beforeEach(() => {
  vi.clearAllMocks();
  data.rpc.mockResolvedValue({ data: [], error: null });
  data.rows = [
    row(1, null, "confirmado", "2026-11-21T23:00:00Z"),
    row(2, "confirmado", "preparando", "2026-11-21T23:05:00Z"),
  ];
});

describe("the notices a signed-in user gets come from their own orders' status history", () => {
  it("a customer: every change of their orders, named after the store, then the coupons", async () => {
    data.getCustomerOrders.mockResolvedValue([order]);
    const notices = await getNotices({ id: order.customerId!, type: "cliente" }, "customer");
    expect(data.eventsIn).toHaveBeenCalledWith("pedido_id", [order.id]);
    expect(
      notices.map((notice) => (notice.type === "order" ? `${notice.kind}:${notice.party}` : notice.type)),
    ).toEqual(["preparing:Padaria Pão Quente", "newOrder:Padaria Pão Quente", "coupon"]);
  });

  it("the menu's count: the notices that start unread, and which of them the database says are read", async () => {
    data.getCustomerOrders.mockResolvedValue([order]);
    data.rpc.mockResolvedValue({ data: [`${order.id}:newOrder`], error: null });
    const unread = [
      `${order.id}:preparing`,
      `${order.id}:newOrder`,
      "coupon:80c94288-cb42-4cbc-83ec-9498ee2f8315",
    ];
    expect(await getNoticeReadState({ id: order.customerId!, type: "cliente" }, "customer")).toEqual({
      viewer: order.customerId,
      unread,
      read: [`${order.id}:newOrder`],
    });
    // asked about these notices only, in the request's body
    expect(data.rpc).toHaveBeenCalledExactlyOnceWith("avisos_lidos_dentre", { ids: unread });
  });

  it("a brand-new customer hears only of the coupons, and nothing is read for them", async () => {
    data.getCustomerOrders.mockResolvedValue([]);
    const notices = await getNotices(
      { id: "0d9b5a35-5fd1-4b0f-9d1e-7d3f1f7f9a10", type: "cliente" },
      "customer",
    );
    expect(notices.map((notice) => notice.type)).toEqual(["coupon"]);
    expect(data.eventsIn).not.toHaveBeenCalled();
  });

  it("a store (its owner or courier): its orders, named after each customer", async () => {
    data.getStoreOrders.mockResolvedValue({ store: {}, orders: [order] });
    const notices = await getNotices(
      { id: "b6b1f1d3-2c55-4c5a-9d8e-3e6f1a2b4c5d", type: "entregador" },
      "company",
    );
    expect(notices).toMatchObject([
      { kind: "newOrder", party: "Ana Paula Souza", href: `/company/order/${order.id}` },
    ]);
  });

  it.each([
    ["an account without a store", "company", "empresa"],
    ["an advertiser in the customer area", "customer", "anunciante"],
  ] as const)("%s has none", async (_case, area, type) => {
    data.getStoreOrders.mockResolvedValue(null);
    expect(await getNotices({ id: "x", type }, area)).toEqual([]);
    expect(data.getCustomerOrders).not.toHaveBeenCalled();
  });
});

describe("marking notices read (public.marcar_avisos_lidos)", () => {
  const customer = { id: "0d9b5a35-5fd1-4b0f-9d1e-7d3f1f7f9a10", type: "cliente" } as const;
  const ids = [`${order.id}:preparing`, "coupon:80c94288-cb42-4cbc-83ec-9498ee2f8315"];

  it("saves them all in one call, as the viewer", async () => {
    expect(await markNoticesRead(customer, "customer", ids)).toBe(true);
    expect(data.rpc).toHaveBeenCalledExactlyOnceWith("marcar_avisos_lidos", { ids });
  });

  it("says so when the database refuses", async () => {
    data.rpc.mockResolvedValue({ data: null, error: { message: "permission denied" } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await markNoticesRead(customer, "customer", ids)).toBe(false);
  });

  it.each([
    ["an id that is not a notice's", customer, "customer", ["<script>"]],
    ["more than 500 ids", customer, "customer", Array.from({ length: 501 }, () => ids[0]!)],
    ["an account type without notices in the area", { ...customer, type: "anunciante" }, "customer", ids],
    ["a shopper in the store's area", customer, "company", ids],
  ] as const)("refuses %s without asking the database", async (_case, viewer, area, list) => {
    expect(await markNoticesRead(viewer, area, list)).toBe(false);
    expect(data.rpc).not.toHaveBeenCalled();
  });
});
