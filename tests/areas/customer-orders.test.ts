import { describe, expect, it } from "vitest";

import { canReorder, customerOrderStatusKey } from "@/lib/areas/customer-orders";

describe("customer order status label (product.md §4 tracker labels)", () => {
  it.each([
    ["delivered", "delivered"],
    ["preparing", "preparing"],
    ["on_way", "on_way"],
    ["ready", "unknown"],
    ["cancelled", "unknown"],
  ])("%s -> %s", (status, key) => {
    expect(customerOrderStatusKey(status)).toBe(key);
  });
});

describe("'Pedir Novamente' (product.md §2: delivered orders only)", () => {
  it.each([
    ["delivered", true],
    ["preparing", false],
    ["on_way", false],
    ["cancelled", false],
  ])("%s -> %s", (status, allowed) => {
    expect(canReorder(status)).toBe(allowed);
  });
});
