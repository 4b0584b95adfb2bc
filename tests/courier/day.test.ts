import { describe, expect, it } from "vitest";

import { daySummary } from "@/lib/courier/day";

describe("today's count and the delivery fees they came with", () => {
  it.each([
    ["no delivery yet", [], { count: 0, fees: 0 }],
    ["one", [4.99], { count: 1, fees: 4.99 }],
    ["fees that float badly when added as reais", [0.1, 0.2, 4.99], { count: 3, fees: 5.29 }],
    ["a free delivery counts, with no fee", [0, 6.9], { count: 2, fees: 6.9 }],
  ])("%s", (_label, fees, expected) => {
    expect(daySummary(fees.map((deliveryFee) => ({ deliveryFee })))).toEqual(expected);
  });
});
