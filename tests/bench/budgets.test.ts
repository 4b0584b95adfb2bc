import { afterEach, describe, expect, it } from "vitest";

import { check, checkedBudgets, meets, misses, reportBudgets, resetBudgets } from "@/bench/budgets";

const quiet = () => {};

describe("a bench budget", () => {
  afterEach(() => resetBudgets());

  const cases: [name: string, value: number, limit: number, kind: "max" | "min", ok: boolean][] = [
    ["a time under its ceiling is met", 2.9, 3, "max", true],
    ["a time equal to its ceiling is met", 3, 3, "max", true],
    ["a time over its ceiling is missed", 3.01, 3, "max", false],
    ["a score over its floor is met", 95, 88, "min", true],
    ["a score under its floor is missed", 80, 88, "min", false],
    ["a figure that could not be measured is missed", Number.NaN, 3, "max", false],
    ["an infinite ratio (a zero baseline) is missed", Number.POSITIVE_INFINITY, 3, "max", false],
  ];
  it.each(cases)("%s", (_name, value, limit, kind, ok) => {
    expect(meets(value, limit, kind)).toBe(ok);
  });

  it("collects every check and makes the run fail only when one is missed", () => {
    expect(check("busca p95 ≤ 3×", 1.4, 3)).toBe(true);
    expect(reportBudgets(quiet, quiet)).toBe(0);
    expect(check("Lighthouse início ≥ bare − 5", 80, 88, "min")).toBe(false);
    expect(checkedBudgets()).toHaveLength(2);
    expect(misses().map((budget) => budget.name)).toEqual(["Lighthouse início ≥ bare − 5"]);
    const lines: string[] = [];
    expect(reportBudgets((line) => lines.push(line), quiet)).toBe(1);
    expect(lines.join("\n")).toContain("Lighthouse início ≥ bare − 5");
  });
});
