import { describe, expect, it } from "vitest";

import {
  BOARD_TABS,
  boardCounts,
  boardRole,
  defaultBoardTab,
  matchesOrderQuery,
  ordersInTab,
  recentOpenOrders,
  toBoardOrder,
  type BoardCounts,
  type BoardOrder,
  type BoardTab,
} from "@/lib/company/order-board";
import messages from "@/messages/pt-BR.json";
import type { Order, OrderStatus } from "@/lib/orders/types";

const entry = (id: string, customer: string, status: OrderStatus): BoardOrder => ({
  id,
  customer,
  items: ["1x Pão francês (10 unidades)"],
  total: 12.49,
  status,
  placedAt: "2026-11-21T20:40:00-03:00",
  deliveryType: "delivery",
  paymentMethod: "pix",
  cancelReason: null,
});

// newest first, as the data layer reads them
const board = [
  entry("1a2b3c4d-0000-4000-8000-000000000009", "Rafael Costa", "confirmed"),
  entry("41729b67-a172-4a48-9a28-fea04ac9db97", "Ana Souza", "preparing"),
  entry("5c1d2e3f-0000-4000-8000-000000000001", "João Pereira", "preparing"),
  entry("6d2e3f40-0000-4000-8000-000000000002", "Beatriz Lima", "ready"),
  entry("9a0b1c2d-0000-4000-8000-000000000005", "Marina Alves", "on_way"),
  entry("7e3f4051-0000-4000-8000-000000000003", "Ana Paula", "delivered"),
  entry("8f405162-0000-4000-8000-000000000004", "Carlos Oliveira", "cancelled"),
];
const ids = (list: readonly { id: string }[]) => list.map((order) => order.id.slice(0, 8));
const counts = (partial: Partial<BoardCounts>): BoardCounts => ({
  confirmed: 0,
  preparing: 0,
  ready: 0,
  on_way: 0,
  delivered: 0,
  cancelled: 0,
  ...partial,
});

describe("orders board tabs: Novos, Preparando, Prontos, Em rota, Entregues, Cancelados", () => {
  it("puts new orders first, then the kitchen's flow", () => {
    const tabs = messages.companyOrders.tabs as Record<string, string>;
    expect(BOARD_TABS.map((tab) => tabs[tab])).toEqual([
      "Novos",
      "Preparando",
      "Prontos",
      "Em rota",
      "Entregues",
      "Cancelados",
    ]);
  });

  it("counts each status, zero when none", () => {
    expect(boardCounts(board)).toEqual(
      counts({ confirmed: 1, preparing: 2, ready: 1, on_way: 1, delivered: 1, cancelled: 1 }),
    );
    expect(boardCounts([])).toEqual(counts({}));
  });

  it.each<[Partial<BoardCounts>, BoardTab]>([
    [{ confirmed: 1, preparing: 4 }, "confirmed"],
    [{ preparing: 2, ready: 1 }, "preparing"],
    [{ on_way: 1, delivered: 9 }, "on_way"],
    [{ delivered: 3, cancelled: 1 }, "delivered"],
    [{ cancelled: 1 }, "cancelled"],
    [{}, "confirmed"],
  ])("opens on new orders whenever there are any: %j → %s", (partial, tab) => {
    expect(defaultBoardTab(counts(partial))).toBe(tab);
  });

  it.each<[BoardTab, string, string[]]>([
    ["confirmed", "", ["1a2b3c4d"]],
    ["preparing", "", ["41729b67", "5c1d2e3f"]],
    ["ready", "", ["6d2e3f40"]],
    ["on_way", "", ["9a0b1c2d"]],
    ["delivered", "", ["7e3f4051"]],
    ["cancelled", "", ["8f405162"]],
    ["preparing", "ana", ["41729b67"]],
    ["delivered", "ANA", ["7e3f4051"]],
    ["preparing", "joao", ["5c1d2e3f"]],
    ["preparing", "#41729B67", ["41729b67"]],
    ["preparing", "5c1d", ["5c1d2e3f"]],
    ["ready", "ana", []],
  ])("tab %s, search %j", (tab, query, expected) => {
    expect(ids(ordersInTab(board, tab, query))).toEqual(expected);
  });

  it("the dashboard lists the newest open orders only (not delivered, not cancelled), five at most", () => {
    expect(ids(recentOpenOrders(board))).toEqual([
      "1a2b3c4d",
      "41729b67",
      "5c1d2e3f",
      "6d2e3f40",
      "9a0b1c2d",
    ]);
    expect(ids(recentOpenOrders(board, 2))).toEqual(["1a2b3c4d", "41729b67"]);
    expect(recentOpenOrders(board.slice(5))).toEqual([]);
  });
});

describe("orders board search: customer or order number", () => {
  const order = board[1]!;
  it.each([
    ["", true],
    ["  ", true],
    ["souza", true],
    ["Sóuza", true],
    ["41729B67", true],
    ["#41729b", true],
    ["a172", false], // only the order number shown (first block), not the whole id
    ["Pereira", false],
  ])("%j -> %s", (query, matches) => {
    expect(matchesOrderQuery(order, query)).toBe(matches);
  });
});

describe("who acts on the store's orders", () => {
  it.each([
    ["empresa", "dono", "store"],
    ["entregador", "entregador", "courier"],
    ["empresa", "entregador", null],
    ["entregador", "dono", null],
    ["admin", "dono", null],
  ] as const)("an %s account with the %s membership → %s", (type, membership, role) => {
    expect(boardRole(type, membership)).toBe(role);
  });
});

describe("a card of an order", () => {
  const order: Order = {
    id: "37ec6e84-9eec-40a8-a4d7-d686bdbc66e2",
    customerId: "11111111-1111-4111-8111-111111111111",
    restaurantId: "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3",
    companyName: "Padaria Pão Quente",
    customerName: "Beatriz L.",
    customerPhone: "(11) 98888-7777",
    items: [{ productId: null, name: "Bolo de cenoura", quantity: 2, price: 9.9 }],
    status: "cancelled",
    orderTime: "2026-11-20T19:45:00.000Z",
    estimatedDelivery: "20-30 min",
    deliveryType: "pickup",
    paymentMethod: "pix",
    subtotal: 19.8,
    deliveryFee: 0,
    discount: 0,
    total: 19.8,
    couponCode: null,
    notes: "",
    address: null,
    cancelReason: "Sem bolo",
    courierId: null,
    events: [],
  };

  it("keeps the name as the order has it, the items, payment, delivery and a cancelled order's reason", () => {
    expect(toBoardOrder(order)).toEqual({
      id: order.id,
      customer: "Beatriz L.",
      items: ["2x Bolo de cenoura"],
      total: 19.8,
      status: "cancelled",
      placedAt: "2026-11-20T19:45:00.000Z",
      deliveryType: "pickup",
      paymentMethod: "pix",
      cancelReason: "Sem bolo",
    });
  });

  it("a reason is only kept on a cancelled order", () => {
    expect(toBoardOrder({ ...order, status: "preparing" }).cancelReason).toBeNull();
  });
});
