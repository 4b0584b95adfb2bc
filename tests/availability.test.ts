import { describe, expect, it } from "vitest";

import { canAddToCart, productState } from "@/lib/store/availability";

describe("product card state (product.md §4)", () => {
  it.each([
    [true, true, "available"],
    [false, true, "unavailable"],
    [true, false, "company_closed"],
    [false, false, "unavailable"],
  ] as const)("available=%s, company open=%s -> %s", (available, companyOpen, expected) => {
    expect(productState({ available }, companyOpen)).toBe(expected);
  });
});

describe("a product can be added only if available, its company open and a handler exists (product.md §6)", () => {
  it.each([
    [true, true, true, true],
    [true, true, false, false],
    [false, true, true, false],
    [true, false, true, false],
    [false, false, true, false],
    [false, false, false, false],
  ])("available=%s, open=%s, handler=%s -> %s", (available, companyOpen, hasHandler, expected) => {
    expect(canAddToCart({ product: { available }, companyOpen, hasHandler })).toBe(expected);
  });
});
