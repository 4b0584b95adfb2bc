import { describe, expect, it } from "vitest";

import { planUsage, UNLIMITED } from "@/lib/plans/usage";

describe("plan usage against a limit (product.md §9; -1 means unlimited)", () => {
  it.each([
    [12, 50, { percent: 24, remaining: 38, atLimit: false }],
    [10, 10, { percent: 100, remaining: 0, atLimit: true }],
    [0, 10, { percent: 0, remaining: 10, atLimit: false }],
    [1, 3, { percent: 33, remaining: 2, atLimit: false }],
    [60, 50, { percent: 100, remaining: 0, atLimit: true }],
    [0, 0, { percent: 100, remaining: 0, atLimit: true }],
  ])("%i used of %i", (used, limit, expected) => {
    expect(planUsage(used, limit)).toMatchObject({ unlimited: false, used, limit, ...expected });
  });

  it("a limit of -1 is unlimited, whatever is used", () => {
    expect(planUsage(4000, UNLIMITED)).toEqual({ unlimited: true, used: 4000 });
  });
});
