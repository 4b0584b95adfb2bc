import { describe, expect, it } from "vitest";

import type { CartLine } from "@/lib/cart/cart-reducer";
import { addMoney, closedStores, summarizeCheckout } from "@/lib/orders/checkout";
import type { CouponTerms } from "@/lib/orders/pricing";
import { cake, coffee, pizza, sampleCompany, sampleProduct, storeA, storeB } from "@/tests/cart/sample";

const line = (product: typeof coffee, quantity: number): CartLine => ({
  product,
  company: product.companyId === storeA.id ? storeA : storeB,
  quantity,
});
const coupon = (terms: Partial<CouponTerms> & Pick<CouponTerms, "discountType">): CouponTerms => ({
  code: "CUPOM",
  storeId: null,
  discountValue: 0,
  minOrder: 0,
  serviceType: null,
  ...terms,
});

describe("checkout's money (product.md §9)", () => {
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
      name: "one store, delivery: the store's own fee and time",
      lines: [line(coffee, 2), line(cake, 1)],
      type: "delivery",
      coupon: null,
      totals: { subtotal: 21.9, fee: 5, discount: 0, total: 26.9, orders: 1, estimate: { min: 30, max: 40 } },
      stores: [{ subtotal: 21.9, fee: 5, discount: 0, total: 26.9 }],
    },
    {
      name: "one store, pickup: free, 20-30 min",
      lines: [line(coffee, 2), line(cake, 1)],
      type: "pickup",
      coupon: null,
      totals: { subtotal: 21.9, fee: 0, discount: 0, total: 21.9, orders: 1, estimate: { min: 20, max: 30 } },
      stores: [{ subtotal: 21.9, fee: 0, discount: 0, total: 21.9 }],
    },
    {
      name: "two stores below R$ 50 each: one fee each",
      lines: [line(coffee, 1), line(pizza, 1)],
      type: "delivery",
      coupon: null,
      totals: {
        subtotal: 54.4,
        fee: 10,
        discount: 0,
        total: 64.4,
        orders: 2,
        estimate: { min: 30, max: 40 },
      },
      stores: [
        { subtotal: 4.5, fee: 5, discount: 0, total: 9.5 },
        { subtotal: 49.9, fee: 5, discount: 0, total: 54.9 },
      ],
    },
    {
      name: "two stores, one reaching R$ 50: only the other pays",
      lines: [line(coffee, 1), line(pizza, 2)],
      type: "delivery",
      coupon: null,
      totals: {
        subtotal: 104.3,
        fee: 5,
        discount: 0,
        total: 109.3,
        orders: 2,
        estimate: { min: 30, max: 40 },
      },
      stores: [
        { subtotal: 4.5, fee: 5, discount: 0, total: 9.5 },
        { subtotal: 99.8, fee: 0, discount: 0, total: 99.8 },
      ],
    },
    {
      name: "a store's 10% coupon lands on that store's order only",
      lines: [line(coffee, 2), line(pizza, 1)],
      type: "delivery",
      coupon: coupon({ storeId: storeB.id, discountType: "percent", discountValue: 10 }),
      totals: {
        subtotal: 58.9,
        fee: 10,
        discount: 4.99,
        total: 63.91,
        orders: 2,
        estimate: { min: 30, max: 40 },
      },
      stores: [
        { subtotal: 9, fee: 5, discount: 0, total: 14 },
        { subtotal: 49.9, fee: 5, discount: 4.99, total: 49.91 },
      ],
    },
    {
      name: "free delivery takes the fee off the order it saves most on",
      lines: [line(coffee, 1), line(pizza, 1)],
      type: "delivery",
      coupon: coupon({ discountType: "freeDelivery" }),
      totals: {
        subtotal: 54.4,
        fee: 10,
        discount: 5,
        total: 59.4,
        orders: 2,
        estimate: { min: 30, max: 40 },
      },
      stores: [
        { subtotal: 4.5, fee: 5, discount: 5, total: 4.5 },
        { subtotal: 49.9, fee: 5, discount: 0, total: 54.9 },
      ],
    },
    {
      name: "empty cart",
      lines: [],
      type: "delivery",
      coupon: null,
      totals: { subtotal: 0, fee: 0, discount: 0, total: 0, orders: 0, estimate: null },
      stores: [],
    },
  ] as const)("$name", ({ lines, type, coupon: terms, totals, stores }) => {
    const summary = summarizeCheckout([...lines], type, terms);
    expect(summary).toMatchObject(totals);
    expect(
      summary.stores.map(({ subtotal, fee, discount, total }) => ({ subtotal, fee, discount, total })),
    ).toEqual(stores);
  });

  it.each([
    {
      name: "applies: the order it discounts",
      terms: coupon({ storeId: storeA.id, discountType: "amount", discountValue: 5 }),
      type: "delivery",
      outcome: { applies: true, storeId: storeA.id },
    },
    {
      name: "free delivery on pickup",
      terms: coupon({ discountType: "freeDelivery" }),
      type: "pickup",
      outcome: { applies: false, error: "deliveryOnly", shortfall: null },
    },
    {
      name: "another store's coupon",
      terms: coupon({
        storeId: "eeeeeeee-0000-4000-8000-000000000005",
        discountType: "percent",
        discountValue: 10,
      }),
      type: "delivery",
      outcome: { applies: false, error: "otherStore", shortfall: null },
    },
    {
      name: "a pharmacies' coupon on a restaurant",
      terms: coupon({ serviceType: "pharmacy", discountType: "percent", discountValue: 10 }),
      type: "delivery",
      outcome: { applies: false, error: "serviceType", shortfall: null },
    },
    {
      name: "a minimum of R$ 30 on R$ 21,90: R$ 8,10 to go",
      terms: coupon({ storeId: storeA.id, discountType: "percent", discountValue: 10, minOrder: 30 }),
      type: "delivery",
      outcome: { applies: false, error: "minOrder", shortfall: 8.1 },
    },
  ] as const)("an applied coupon against the cart: $name", ({ terms, type, outcome }) => {
    expect(summarizeCheckout([line(coffee, 2), line(cake, 1)], type, terms).coupon).toEqual(outcome);
  });

  it("without a coupon there is no coupon outcome", () => {
    expect(summarizeCheckout([line(coffee, 1)], "delivery").coupon).toBeNull();
  });

  it("across stores, the estimate runs from the quickest store to the slowest", () => {
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

  it("groups lines by store in the order the stores first appear", () => {
    const { stores } = summarizeCheckout([line(coffee, 1), line(pizza, 2), line(cake, 1)], "pickup");
    expect(stores.map((store) => [store.companyId, store.lines.map((l) => l.product.name)])).toEqual([
      [storeA.id, ["Café", "Bolo"]],
      [storeB.id, ["Pizza"]],
    ]);
  });
});

describe("stores that take no order now (checked before the order is sent)", () => {
  const nightOwl = sampleCompany("ffffffff-0000-4000-8000-000000000006", {
    openingHours: { wednesday: { open: "18:00", close: "23:00", closed: false } },
  });
  const stores = [storeA, nightOwl].map((company) => ({ companyId: company.id, company }));

  it.each([
    ["a Wednesday noon: only the evening store", "2026-11-25T12:00:00-03:00", [nightOwl.id]],
    ["a Wednesday at 19:00: both open", "2026-11-25T19:00:00-03:00", []],
    ["a Wednesday at 22:30: the day store closed at 22:00", "2026-11-25T22:30:00-03:00", [storeA.id]],
    ["a Thursday noon: the evening store does not open", "2026-11-26T12:00:00-03:00", [nightOwl.id]],
  ])("%s", (_name, instant, closed) => {
    expect(closedStores(stores, new Date(instant)).map((store) => store.storeId)).toEqual(closed);
  });

  it("says why, with the closing time", () => {
    expect(closedStores(stores, new Date("2026-11-25T22:30:00-03:00"))).toEqual([
      { storeId: storeA.id, key: "storeClosedAt", values: { time: "22:00" } },
    ]);
  });
});
