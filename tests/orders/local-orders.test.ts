import { describe, expect, it } from "vitest";

import { orders } from "@/fixtures/orders";
import { LOCAL_ORDERS_LIMIT, parseLocalOrders, serializeLocalOrders } from "@/lib/orders/local-orders";

const sample = orders[0]!;

describe("local orders storage", () => {
  it.each([
    { name: "nothing stored", raw: null, count: 0 },
    { name: "not JSON", raw: "[{", count: 0 },
    { name: "wrong version", raw: JSON.stringify({ version: 2, orders: [sample] }), count: 0 },
    {
      name: "an invalid order",
      raw: JSON.stringify({ version: 1, orders: [{ ...sample, total: -1 }] }),
      count: 0,
    },
    { name: "valid orders", raw: JSON.stringify({ version: 1, orders: [sample, orders[1]] }), count: 2 },
  ])("$name -> $count orders", ({ raw, count }) => {
    expect(parseLocalOrders(raw)).toHaveLength(count);
  });

  it("round-trips and keeps only the newest orders", () => {
    const many = Array.from({ length: LOCAL_ORDERS_LIMIT + 5 }, () => sample);
    const parsed = parseLocalOrders(serializeLocalOrders(many));
    expect(parsed).toHaveLength(LOCAL_ORDERS_LIMIT);
    expect(parsed[0]).toEqual(sample);
  });
});
