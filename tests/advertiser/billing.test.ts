import { describe, expect, it } from "vitest";

import { plans } from "@/fixtures/plans";
import {
  adsInUse,
  impressionsInMonth,
  invoiceSummary,
  invoiceTone,
  planUsageRows,
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
  ] as const)("ads %j -> %i in use (a finished ad frees its place)", (statuses, count) => {
    expect(adsInUse(statuses.map((status) => ({ status })))).toBe(count);
  });

  it.each([
    ["2026-11-22", 130],
    ["2026-10-31", 7],
    ["2026-12-01", 0],
  ])("impressions in the month of %s -> %i", (asOf, total) => {
    const stats = [
      { date: "2026-10-31", impressions: 7 },
      { date: "2026-11-01", impressions: 100 },
      { date: "2026-11-22", impressions: 30 },
    ];
    expect(impressionsInMonth(stats, asOf)).toBe(total);
  });
});

describe("invoices (Paga, Pendente, Vencida)", () => {
  it.each([
    ["paid", "success"],
    ["pending", "secondary"],
    ["overdue", "destructive"],
  ] as const)("%s badge tone is %s", (status, tone) => {
    expect(invoiceTone(status)).toBe(tone);
  });

  it("lists the newest month first and adds what is still open, in cents", () => {
    const summary = invoiceSummary([
      { period: "2026-08", amount: 99.9, status: "paid" as const },
      { period: "2026-10", amount: 270.81, status: "pending" as const },
      { period: "2026-09", amount: 0.1, status: "overdue" as const },
      { period: "2026-07", amount: 0.2, status: "overdue" as const },
    ]);
    expect(summary.invoices.map((invoice) => invoice.period)).toEqual([
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
    ]);
    expect(summary.openAmount).toBe(271.11);
    expect(summary.overdue).toBe(2);
  });

  it("nothing billed yet is nothing open", () => {
    expect(invoiceSummary([])).toEqual({ invoices: [], openAmount: 0, overdue: 0 });
  });
});
