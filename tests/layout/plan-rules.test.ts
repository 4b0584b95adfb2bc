import { describe, expect, it } from "vitest";

import { companyPlansForSale, formatLimit } from "@/components/layout/para-empresas/plan-rules";
import type { Plan } from "@/lib/admin/types";
import { plans } from "@/fixtures/plans";

describe("formatLimit: -1 means unlimited (product.md §3)", () => {
  it.each([
    [-1, "Ilimitado"],
    [0, "0"],
    [10, "10"],
    [1000, "1.000"],
    [5000, "5.000"],
  ])("%s -> %s", (value, expected) => {
    expect(formatLimit(value, "Ilimitado")).toBe(expected);
  });
});

function plan(overrides: Partial<Plan>): Plan {
  return { ...plans[0]!, ...overrides };
}

describe("companyPlansForSale", () => {
  it("offers the product.md §9 company plans, cheapest first", () => {
    expect(companyPlansForSale(plans).map((p) => [p.name, p.price, p.maxProducts, p.maxImages])).toEqual([
      ["Gratuito", 0, 10, 20],
      ["Básico", 29.9, 50, 100],
      ["Premium", 79.9, -1, -1],
    ]);
  });

  it.each([
    ["an advertiser plan", plan({ id: "a", type: "advertiser" }), false],
    ["an inactive company plan", plan({ id: "b", status: "inactive" }), false],
    ["an active company plan", plan({ id: "c" }), true],
  ])("%s is listed: %s", (_label, candidate, listed) => {
    expect(companyPlansForSale([candidate]).some((p) => p.id === candidate.id)).toBe(listed);
  });

  it("breaks price ties by priority and leaves the input untouched", () => {
    const input = [plan({ id: "hi", price: 10, priority: 3 }), plan({ id: "lo", price: 10, priority: 1 })];
    expect(companyPlansForSale(input).map((p) => p.id)).toEqual(["lo", "hi"]);
    expect(input.map((p) => p.id)).toEqual(["hi", "lo"]);
  });
});
