import { describe, expect, it } from "vitest";

import { orderSchema } from "@/lib/orders/types";
import type { CartLine } from "@/lib/cart/cart-reducer";
import { addMoney, buildOrders, groupByCompany, needsCard, summarizeCheckout } from "@/lib/orders/checkout";
import { cake, coffee, pizza, sampleCompany, sampleProduct, storeA, storeB } from "@/tests/cart/sample";

const line = (product: typeof coffee, quantity: number): CartLine => ({
  product,
  company: product.companyId === storeA.id ? storeA : storeB,
  quantity,
});

describe("checkout rules (product.md §9)", () => {
  it.each([
    { payment: "credit", card: true },
    { payment: "debit", card: true },
    { payment: "pix", card: false },
  ] as const)("$payment needs a saved card: $card", ({ payment, card }) => {
    expect(needsCard(payment)).toBe(card);
  });

  it.each([
    { values: [0.1, 0.2], sum: 0.3 },
    { values: [38.7, 5], sum: 43.7 },
    { values: [], sum: 0 },
  ])("adds money in cents: $values = $sum", ({ values, sum }) => {
    expect(addMoney(...values)).toBe(sum);
  });

  // the sample stores charge R$ 5 and take 30-40 min; free delivery starts at R$ 50 per store
  it.each([
    {
      name: "one company, delivery: the store's own fee and time",
      lines: [line(coffee, 2), line(cake, 1)],
      type: "delivery",
      subtotal: 21.9,
      fee: 5,
      total: 26.9,
      orders: 1,
      estimate: { min: 30, max: 40 },
    },
    {
      name: "one company, pickup: free, 20-30 min",
      lines: [line(coffee, 2), line(cake, 1)],
      type: "pickup",
      subtotal: 21.9,
      fee: 0,
      total: 21.9,
      orders: 1,
      estimate: { min: 20, max: 30 },
    },
    {
      name: "two companies below R$ 50 each, delivery: one fee each",
      lines: [line(coffee, 1), line(pizza, 1)],
      type: "delivery",
      subtotal: 54.4,
      fee: 10,
      total: 64.4,
      orders: 2,
      estimate: { min: 30, max: 40 },
    },
    {
      name: "two companies, one reaching R$ 50: only the other pays",
      lines: [line(coffee, 1), line(pizza, 2)],
      type: "delivery",
      subtotal: 104.3,
      fee: 5,
      total: 109.3,
      orders: 2,
      estimate: { min: 30, max: 40 },
    },
    {
      name: "empty cart",
      lines: [],
      type: "delivery",
      subtotal: 0,
      fee: 0,
      total: 0,
      orders: 0,
      estimate: null,
    },
  ] as const)("summary: $name", ({ lines, type, subtotal, fee, total, orders, estimate }) => {
    expect(summarizeCheckout([...lines], type)).toMatchObject({ subtotal, fee, total, orders, estimate });
  });

  it("across stores, the summary's estimate runs from the quickest store to the slowest", () => {
    const quick = sampleCompany("cccccccc-0000-4000-8000-000000000003", { deliveryTime: "15-25 min" });
    const slow = sampleCompany("dddddddd-0000-4000-8000-000000000004", { deliveryTime: "45-60 min" });
    const bread = sampleProduct("44444444-0000-4000-8000-000000000004", quick);
    const soup = sampleProduct("55555555-0000-4000-8000-000000000005", slow);
    const summary = summarizeCheckout(
      [
        { product: bread, company: quick, quantity: 1 },
        { product: soup, company: slow, quantity: 1 },
      ],
      "delivery",
    );
    expect(summary.stores.map((store) => store.estimate)).toEqual([
      { min: 15, max: 25 },
      { min: 45, max: 60 },
    ]);
    expect(summary.estimate).toEqual({ min: 15, max: 60 });
  });

  it("groups lines by company in cart order", () => {
    const groups = groupByCompany([line(coffee, 1), line(pizza, 2), line(cake, 1)], "pickup");
    expect(groups.map((g) => [g.companyId, g.lines.map((l) => l.product.name)])).toEqual([
      [storeA.id, ["Café", "Bolo"]],
      [storeB.id, ["Pizza"]],
    ]);
  });
});

describe("buildOrders", () => {
  const ids = ["9d7c3f1e-2b4a-4c8d-9e6f-0a1b2c3d4e5f", "1e2d3c4b-5a69-4788-8a9b-0c1d2e3f4a5b"];
  const context = () => {
    const queue = [...ids];
    return {
      customerId: "4105777f-686d-4c13-a805-fe8808d84b12",
      now: new Date("2025-03-12T15:00:00Z"),
      newId: () => queue.shift()!,
      estimateText: ({ min, max }: { min: number; max: number }) => `${min}-${max} min`,
    };
  };

  it("creates one confirmed, schema-valid order per company with its store's fee and time, total = subtotal + fee", () => {
    const orders = buildOrders(
      [line(coffee, 2), line(pizza, 1)],
      { deliveryType: "delivery", payment: "pix", notes: "  Sem cebola  " },
      context(),
    );
    expect(orders).toHaveLength(2);
    for (const order of orders) expect(orderSchema.safeParse(order).success).toBe(true);
    expect(orders[0]).toMatchObject({
      id: ids[0],
      restaurantId: storeA.id,
      status: "confirmed",
      orderTime: "2025-03-12T15:00:00.000Z",
      estimatedDelivery: "30-40 min",
      deliveryFee: 5,
      total: 14,
      paymentMethod: "pix",
      notes: "Sem cebola",
      items: [{ productId: coffee.id, name: "Café", quantity: 2, price: 4.5 }],
    });
    expect(orders[1]).toMatchObject({ id: ids[1], restaurantId: storeB.id, total: 54.9 });
  });

  it("an order from R$ 50 at one store records free delivery", () => {
    const [order] = buildOrders(
      [line(cake, 4)],
      { deliveryType: "delivery", payment: "pix", notes: "" },
      context(),
    );
    expect(order).toMatchObject({ deliveryFee: 0, total: 51.6, estimatedDelivery: "30-40 min" });
  });

  it("pickup orders carry no fee and the pickup estimate", () => {
    const [order] = buildOrders(
      [line(cake, 3)],
      { deliveryType: "pickup", payment: "credit", notes: "" },
      context(),
    );
    expect(order).toMatchObject({
      deliveryType: "pickup",
      deliveryFee: 0,
      total: 38.7,
      estimatedDelivery: "20-30 min",
    });
  });
});
