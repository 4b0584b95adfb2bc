import { describe, expect, it } from "vitest";

import { canTransition, needsReason, nextStep } from "@/lib/orders/transitions";

import { transitionCases } from "./transition-cases";

describe("who may move an order, and where", () => {
  it("answers every move of every status by every role as the table says (240 cases)", () => {
    expect(transitionCases).toHaveLength(240);
    const wrong = transitionCases.filter(
      ({ from, to, role, type, allowed }) => canTransition(from, to, role, type) !== allowed,
    );
    expect(wrong).toEqual([]);
  });

  it.each([
    ["confirmed", "store", "delivery", "preparing"],
    ["preparing", "store", "pickup", "ready"],
    ["ready", "store", "pickup", "delivered"],
    ["ready", "store", "delivery", "on_way"],
    ["ready", "courier", "delivery", "on_way"],
    ["on_way", "courier", "delivery", "delivered"],
    ["confirmed", "customer", "delivery", null],
    ["ready", "courier", "pickup", null],
    ["delivered", "store", "delivery", null],
    ["cancelled", "admin", "delivery", null],
  ] as const)("the next step of a %s order for the %s (%s) is %s", (from, role, type, next) => {
    expect(nextStep(from, role, type)).toBe(next);
  });

  it("asks the store and administrators for a reason to cancel, never the customer", () => {
    expect(needsReason("cancelled", "store")).toBe(true);
    expect(needsReason("cancelled", "admin")).toBe(true);
    expect(needsReason("cancelled", "customer")).toBe(false);
    expect(needsReason("ready", "store")).toBe(false);
  });
});
