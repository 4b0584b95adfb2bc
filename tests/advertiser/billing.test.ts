import { describe, expect, it } from "vitest";

import { plans } from "@/fixtures/plans";
import {
  adsInUse,
  canAddAd,
  impressionsOver,
  planFeeFor,
  planUsageRows,
  statementOf,
  statementStart,
} from "@/lib/advertiser/billing";
import { planUsage } from "@/lib/plans/usage";

const planNamed = (type: "company" | "advertiser", name: string) => {
  const plan = plans.find((candidate) => candidate.type === type && candidate.name === name);
  if (!plan) throw new Error(`no ${type} plan ${name}`);
  return plan;
};

describe("plan usage shown on /advertiser/billing (product.md §9 advertiser plans; -1 = 'Ilimitado')", () => {
  const usage = { ads: 3, impressions: 4200 };
  it.each([
    ["Anúncio Básico", { ads: { limit: 5, percent: 60 }, impressions: { limit: 1000, percent: 100 } }],
    ["Premium", { ads: { limit: 15, percent: 20 }, impressions: { limit: 5000, percent: 84 } }],
    ["Empresarial", { ads: "unlimited", impressions: "unlimited" }],
  ] as const)("%s", (name, expected) => {
    const rows = planUsageRows(planNamed("advertiser", name), usage);
    expect(rows.map((row) => row.key)).toEqual(["ads", "impressions"]);
    for (const row of rows) {
      const shown = planUsage(row.used, row.limit);
      const want = expected[row.key];
      if (want === "unlimited") expect(shown).toEqual({ unlimited: true, used: usage[row.key] });
      else expect(shown).toMatchObject({ unlimited: false, used: usage[row.key], ...want });
    }
  });

  it("a plan without ad limits (a company plan) shows no usage row rather than an invented limit", () => {
    expect(planUsageRows(planNamed("company", "Básico"), usage)).toEqual([]);
  });
});

describe("what counts against the plan", () => {
  it.each([
    [["active", "paused", "finished"], 2],
    [["finished", "finished"], 0],
    [[], 0],
  ] as const)("ads %j -> %i in use (an ad of a finished campaign frees its place)", (statuses, count) => {
    expect(adsInUse(statuses.map((status) => ({ status })))).toBe(count);
  });

  it.each([
    ["Anúncio Básico with 4 of 5 in use", 5, 4, true],
    ["Anúncio Básico with 5 of 5 in use", 5, 5, false],
    ["Empresarial (-1, unlimited)", -1, 500, true],
    ["no plan known", undefined, 9, true],
  ] as const)("%s: a new ad fits = %s", (_label, maxAds, inUse, fits) => {
    expect(canAddAd(maxAds, inUse)).toBe(fits);
  });
});

describe("the monthly statement of /advertiser/billing (plan fee + media, numbers that agree)", () => {
  const months = [
    { month: "2026-11", impressions: 5000, clicks: 100, spent: 48.3 },
    { month: "2026-10", impressions: 2000, clicks: 40, spent: 0.1 },
  ];

  it("charges each month the plan's fee plus its media, and the total is the sum of the rows", () => {
    const statement = statementOf(months, () => 99.9, "2026-11");
    expect(statement.months.map((row) => [row.month, row.total])).toEqual([
      ["2026-11", 148.2],
      ["2026-10", 100],
    ]);
    expect(statement.total).toBe(248.2);
    expect(statement.currentMonth).toMatchObject({ month: "2026-11", spent: 48.3, total: 148.2 });
  });

  it("a month without delivery yet still owes the plan's fee and opens the list", () => {
    const statement = statementOf(months, () => 19.9, "2026-12");
    expect(statement.months[0]).toEqual({
      month: "2026-12",
      impressions: 0,
      clicks: 0,
      spent: 0,
      planFee: 19.9,
      total: 19.9,
    });
    expect(statement.total).toBe(108.1);
  });
});

describe("the plan fee each month is charged when the advertiser changed plans", () => {
  // Básico (R$ 19,90) until a change in September to Premium (R$ 49,90), then Empresarial (R$ 99,90) in November
  const changes = [
    { month: "2026-09", previousFee: 19.9 },
    { month: "2026-11", previousFee: 49.9 },
  ];
  it.each([
    ["a month before any change: the first plan", "2026-08", 19.9],
    ["the month of the first change: the plan it moved to", "2026-09", 49.9],
    ["a month between the changes", "2026-10", 49.9],
    ["the month of the last change: the current plan", "2026-11", 99.9],
    ["the open month after every change", "2026-12", 99.9],
  ])("%s (%s) costs %s", (_label, month, fee) => {
    expect(planFeeFor(month, changes, 99.9)).toBe(fee);
  });

  it("with no change, every month costs the current plan", () => {
    expect(planFeeFor("2026-01", [], 49.9)).toBe(49.9);
  });

  it("the statement charges each month its own plan", () => {
    const statement = statementOf(months(), (month) => planFeeFor(month, changes, 99.9), "2026-11");
    expect(statement.months.map((row) => [row.month, row.planFee, row.total])).toEqual([
      ["2026-11", 99.9, 148.2],
      ["2026-10", 49.9, 50],
    ]);
    expect(statement.total).toBe(198.2);
  });
});

describe("the statement's window: twelve months, the open one included", () => {
  it.each([
    ["2026-11-26", "2025-12-01"],
    ["2026-01-15", "2025-02-01"],
    ["2026-12-31", "2026-01-01"],
  ])("on %s it starts on %s", (today, start) => {
    expect(statementStart(today)).toBe(start);
  });
});

describe("a plan whose monthly impressions this month already passed", () => {
  it.each([
    ["Anúncio Básico (1.000) after 57.650", 1000, 57650, true],
    ["a limit exactly reached", 1000, 1000, false],
    ["a limit not reached", 5000, 4999, false],
    ["an unlimited plan", -1, 57650, false],
    ["a plan without the limit", undefined, 57650, false],
  ] as const)("%s: %s", (_label, max, used, over) => {
    expect(impressionsOver(max, used)).toBe(over);
  });
});

function months() {
  return [
    { month: "2026-11", impressions: 5000, clicks: 100, spent: 48.3 },
    { month: "2026-10", impressions: 2000, clicks: 40, spent: 0.1 },
  ];
}
