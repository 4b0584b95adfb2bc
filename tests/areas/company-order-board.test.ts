import { describe, expect, it } from "vitest";

import type { Order } from "@/lib/orders/types";
import {
  boardCounts,
  matchesOrderQuery,
  ordersInTab,
  toBoardOrder,
  type BoardStatus,
  type CompanyBoardOrder,
} from "@/lib/company/order-board";

const entry = (id: string, customer: string, status: BoardStatus): CompanyBoardOrder => ({
  id,
  companyId: "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01",
  customer,
  items: ["1x Pão francês (10 unidades)"],
  total: 12.49,
  status,
  time: "20:40",
});

const board = [
  entry("41729b67-a172-4a48-9a28-fea04ac9db97", "Ana Souza", "preparing"),
  entry("5c1d2e3f-0000-4000-8000-000000000001", "João Pereira", "preparing"),
  entry("6d2e3f40-0000-4000-8000-000000000002", "Beatriz Lima", "ready"),
  entry("7e3f4051-0000-4000-8000-000000000003", "Ana Paula", "delivered"),
  entry("8f405162-0000-4000-8000-000000000004", "Carlos Oliveira", "cancelled"),
];
const ids = (list: readonly { id: string }[]) => list.map((order) => order.id.slice(0, 8));

describe("orders board: tabs Preparando, Pronto, Entregue, Cancelado with counts (product.md D11)", () => {
  it("counts each status, zero when none", () => {
    expect(boardCounts(board)).toEqual({ preparing: 2, ready: 1, delivered: 1, cancelled: 1 });
    expect(boardCounts([])).toEqual({ preparing: 0, ready: 0, delivered: 0, cancelled: 0 });
  });

  it.each<[BoardStatus, string, string[]]>([
    ["preparing", "", ["41729b67", "5c1d2e3f"]],
    ["ready", "", ["6d2e3f40"]],
    ["delivered", "", ["7e3f4051"]],
    ["cancelled", "", ["8f405162"]],
    ["preparing", "ana", ["41729b67"]],
    ["delivered", "ANA", ["7e3f4051"]],
    ["preparing", "joao", ["5c1d2e3f"]],
    ["preparing", "#41729B67", ["41729b67"]],
    ["preparing", "5c1d", ["5c1d2e3f"]],
    ["ready", "ana", []],
  ])("tab %s, search %j", (status, query, expected) => {
    expect(ids(ordersInTab(board, status, query))).toEqual(expected);
  });
});

describe("orders board search: customer or order number", () => {
  const order = board[0]!;
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

describe("board entry of a sample order", () => {
  const order: Order = {
    id: "37ec6e84-9eec-40a8-a4d7-d686bdbc66e2",
    customerId: "11111111-1111-4111-8111-111111111111",
    restaurantId: "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01",
    items: [
      { productId: "9198a7ed-7b5a-4e66-b62f-03adf54bdcda", name: "Bolo de cenoura", quantity: 2, price: 9.9 },
    ],
    status: "cancelled",
    orderTime: "2026-11-20T16:45:00-03:00",
    estimatedDelivery: "20-30 min",
    deliveryType: "delivery",
    deliveryFee: 4.99,
    total: 24.79,
    paymentMethod: "pix",
    notes: "",
  };

  it("keeps a cancelled order with its reason, day and São Paulo time", () => {
    expect(toBoardOrder(order, "Beatriz Lima", "Sem bolo")).toEqual({
      id: order.id,
      companyId: order.restaurantId,
      customer: "Beatriz Lima",
      items: ["2x Bolo de cenoura"],
      total: 24.79,
      status: "cancelled",
      time: "16:45",
      date: "2026-11-20",
      cancelReason: "Sem bolo",
    });
  });

  it.each<[Order["status"], BoardStatus | undefined]>([
    ["preparing", "preparing"],
    ["ready", "ready"],
    ["delivered", "delivered"],
    ["cancelled", "cancelled"],
    ["confirmed", undefined],
    ["on_way", undefined],
  ])("status %s -> %s", (status, expected) => {
    expect(toBoardOrder({ ...order, status }, "Beatriz Lima")?.status).toBe(expected);
  });

  it("a reason is only kept on a cancelled order", () => {
    expect(toBoardOrder({ ...order, status: "preparing" }, "Beatriz Lima", "Sem bolo")).not.toHaveProperty(
      "cancelReason",
    );
  });
});
