import { describe, expect, it } from "vitest";

import { companies } from "@/fixtures/companies";
import {
  FALLBACK_DELIVERY_ESTIMATE,
  FREE_SHIPPING_THRESHOLD,
  parseDeliveryTime,
  storeDelivery,
  widestEstimate,
} from "@/lib/orders/store-delivery";

const padaria = { deliveryFee: 4.99, deliveryTime: "20-30 min" };
const freeStore = { deliveryFee: 0, deliveryTime: "25-35 min" };

describe("each store's delivery: its own fee and time, free from R$ 50 (the banner's promise)", () => {
  it("the threshold is the banner's R$ 50", () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(50);
  });

  it.each([
    {
      name: "delivery below R$ 50 pays the store's fee and shows what is missing",
      store: padaria,
      subtotal: 37.5,
      type: "delivery",
      fee: 4.99,
      estimate: { min: 20, max: 30 },
      gap: { remaining: 12.5, progress: 0.75 },
      waived: false,
    },
    {
      name: "delivery one cent below R$ 50 still pays",
      store: padaria,
      subtotal: 49.99,
      type: "delivery",
      fee: 4.99,
      estimate: { min: 20, max: 30 },
      gap: { remaining: 0.01, progress: 0.9998 },
      waived: false,
    },
    {
      name: "delivery at exactly R$ 50 is free",
      store: padaria,
      subtotal: 50,
      type: "delivery",
      fee: 0,
      estimate: { min: 20, max: 30 },
      gap: null,
      waived: true,
    },
    {
      name: "delivery above R$ 50 is free",
      store: padaria,
      subtotal: 67.5,
      type: "delivery",
      fee: 0,
      estimate: { min: 20, max: 30 },
      gap: null,
      waived: true,
    },
    {
      name: "a store whose fee is 0 never charges and has nothing to reach",
      store: freeStore,
      subtotal: 12,
      type: "delivery",
      fee: 0,
      estimate: { min: 25, max: 35 },
      gap: null,
      waived: false,
    },
    {
      name: "pickup pays nothing and takes 20-30 min whatever the store (product.md §9)",
      store: { deliveryFee: 8, deliveryTime: "45-60 min" },
      subtotal: 20,
      type: "pickup",
      fee: 0,
      estimate: { min: 20, max: 30 },
      gap: null,
      waived: false,
    },
    {
      name: "a store time that does not read as a range falls back to product.md §9's 35-45 min",
      store: { deliveryFee: 6, deliveryTime: "rápido" },
      subtotal: 10,
      type: "delivery",
      fee: 6,
      estimate: FALLBACK_DELIVERY_ESTIMATE,
      gap: { remaining: 40, progress: 0.2 },
      waived: false,
    },
  ] as const)("$name", ({ store, subtotal, type, fee, estimate, gap, waived }) => {
    const result = storeDelivery(store, subtotal, type);
    expect(result).toMatchObject({ fee, estimate, waived });
    if (gap === null) expect(result.gap).toBeNull();
    else {
      expect(result.gap?.remaining).toBe(gap.remaining);
      expect(result.gap?.progress).toBeCloseTo(gap.progress, 6);
    }
  });

  it.each([
    { text: "20-30 min", range: { min: 20, max: 30 } },
    { text: "50-70 min", range: { min: 50, max: 70 } },
    { text: "30 - 45 min", range: { min: 30, max: 45 } },
    { text: "45-30 min", range: undefined },
    { text: "40 min", range: undefined },
    { text: "", range: undefined },
  ])("reads the store's delivery time '$text'", ({ text, range }) => {
    expect(parseDeliveryTime(text)).toEqual(range);
  });

  it("every sample company's delivery time reads as a range", () => {
    for (const company of companies) expect(parseDeliveryTime(company.deliveryTime)).toBeDefined();
  });

  it.each([
    { ranges: [], widest: null },
    { ranges: [{ min: 20, max: 30 }], widest: { min: 20, max: 30 } },
    {
      ranges: [
        { min: 20, max: 30 },
        { min: 45, max: 60 },
        { min: 25, max: 35 },
      ],
      widest: { min: 20, max: 60 },
    },
  ])(
    "several stores wait from the quickest minimum to the slowest maximum: $widest",
    ({ ranges, widest }) => {
      expect(widestEstimate(ranges)).toEqual(widest);
    },
  );
});
