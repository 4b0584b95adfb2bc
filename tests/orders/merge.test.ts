import { describe, expect, it } from "vitest";

import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import type { Order } from "@/lib/orders/types";
import { profileStats } from "@/components/profile/profile-form";
import { getCustomerOrdersSource, getOrderHistory } from "@/lib/data/orders";
import { mergeCustomerOrders, toOrderSummary, type CustomerOrdersSource } from "@/lib/orders/merge";

const BRANDS = { store: { name: "Padaria", logo: "/images/padaria.svg" } };
const OTHER_CUSTOMER = "99999999-9999-4999-8999-999999999999";
const template = orders[0]!;

const placed = (id: string, orderTime: string, overrides: Partial<Order> = {}): Order => ({
  ...template,
  id,
  customerId: DEMO_CUSTOMER_ID,
  restaurantId: "store",
  status: "confirmed",
  orderTime,
  ...overrides,
});

const sampleA = toOrderSummary(placed("a", "2026-03-01T15:00:00Z", { status: "delivered" }), BRANDS.store);
const sampleB = toOrderSummary(placed("b", "2026-03-03T15:00:00Z", { status: "cancelled" }), BRANDS.store);
const source: CustomerOrdersSource = {
  customerId: DEMO_CUSTOMER_ID,
  sample: [sampleB, sampleA],
  brands: BRANDS,
};

describe("one list of the customer's orders (product.md D13: dashboard, history and profile agree)", () => {
  it.each([
    { name: "no local orders: the sample ones, newest first", local: [], ids: "ba" },
    { name: "a new local order comes first", local: [placed("n", "2026-03-05T15:00:00Z")], ids: "nba" },
    {
      name: "a local order between two sample ones sorts by time",
      local: [placed("m", "2026-03-02T15:00:00Z")],
      ids: "bma",
    },
    { name: "an id in both lists appears once", local: [placed("a", "2026-03-01T15:00:00Z")], ids: "ba" },
    {
      name: "another customer's order in this browser is left out",
      local: [placed("x", "2026-03-05T15:00:00Z", { customerId: OTHER_CUSTOMER })],
      ids: "ba",
    },
    {
      name: "an order of a company no brand names is left out",
      local: [placed("y", "2026-03-05T15:00:00Z", { restaurantId: "gone" })],
      ids: "ba",
    },
    {
      name: "several local orders (one checkout, two stores) all count",
      local: [placed("p", "2026-03-06T15:00:00Z"), placed("q", "2026-03-06T15:00:00Z")],
      ids: "pqba",
    },
  ])("$name", ({ local, ids }) => {
    expect(
      mergeCustomerOrders(source, local)
        .map((order) => order.id)
        .join(""),
    ).toBe(ids);
  });

  it("a local order reads like a sample one: brand, item lines, delivery time", () => {
    const order = placed("n", "2026-03-05T15:00:00Z");
    expect(mergeCustomerOrders(source, [order])[0]).toMatchObject({
      id: "n",
      status: "confirmed",
      company: "Padaria",
      companyLogo: "/images/padaria.svg",
      total: order.total,
      lines: order.items.map((item) => `${item.quantity}x ${item.name}`),
      deliveryTime: order.estimatedDelivery,
    });
  });

  it("the profile counts the same list: a tenth order makes '10 Pedidos'", () => {
    const demo = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
    const extra = placed("0f7e1c52-6a0b-4d7e-9c55-3b3f9a1d2e4f", "2026-11-25T15:00:00Z", {
      restaurantId: template.restaurantId,
      total: 20,
    });
    const before = profileStats(mergeCustomerOrders(demo, []), 0);
    const after = profileStats(mergeCustomerOrders(demo, [extra]), 0);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.spent).toBeCloseTo(before.spent + 20, 2);
  });

  it("the server's sample summaries are the history entries, with the card's extra fields", () => {
    const demo = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
    expect(demo.sample.map(({ lines: _lines, deliveryTime: _time, ...entry }) => entry)).toEqual(
      getOrderHistory(DEMO_CUSTOMER_ID),
    );
  });
});
