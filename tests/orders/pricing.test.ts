import { describe, expect, it } from "vitest";

import { priceCheckout } from "@/lib/orders/pricing";

import { pricingCases } from "./pricing-cases";

describe("what a checkout costs (the summary the shopper reads)", () => {
  it.each(pricingCases)("$name", ({ stores, type, coupon, expected, couponStoreId, couponError }) => {
    const priced = priceCheckout(stores, type, coupon);
    expect(
      priced.stores.map(({ subtotal, fee, discount, total }) => ({ subtotal, fee, discount, total })),
    ).toEqual(expected);
    expect(priced.couponStoreId).toBe(couponStoreId);
    expect(priced.couponError).toBe(couponError);
  });
});
