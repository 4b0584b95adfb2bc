import { describe, expect, it } from "vitest";

import { clickCharge, costPerClick, ctrPercent, metricsOf, sumFigures } from "@/lib/advertiser/metrics";

describe("CTR and CPC (product.md §3 Advertiser metrics)", () => {
  it.each([
    [300, 10000, 3],
    [1, 3, 33.33],
    [0, 500, 0],
    [5, 0, 0],
  ])("%d clicks over %d impressions: CTR %d%%", (clicks, impressions, ctr) => {
    expect(ctrPercent(clicks, impressions)).toBe(ctr);
  });

  it.each([
    [150, 300, 0.5],
    [10, 3, 3.33],
    [0, 0, 0],
  ])("R$ %d over %d clicks: CPC R$ %d", (spent, clicks, cpc) => {
    expect(costPerClick(spent, clicks)).toBe(cpc);
  });

  it("adds rows in centavos and derives CTR and CPC from the totals", () => {
    const total = sumFigures([
      { impressions: 1000, clicks: 30, spent: 0.1 },
      { impressions: 500, clicks: 15, spent: 0.2 },
    ]);
    expect(total).toEqual({ impressions: 1500, clicks: 45, spent: 0.3 });
    expect(metricsOf(total)).toEqual({ impressions: 1500, clicks: 45, spent: 0.3, ctr: 3, cpc: 0.01 });
  });
});

describe("spent = clicks × CPC, capped by the budget (what one click costs)", () => {
  it.each([
    ["a click well inside the budget", 0.5, 100, 10, 0.5],
    ["the click that reaches the budget exactly", 0.5, 100, 99.5, 0.5],
    ["a click with less than the CPC left", 0.5, 100, 99.8, 0.2],
    ["a click once the budget is spent", 0.5, 100, 100, 0],
  ])("%s costs R$ %d → %d", (_label, bid, budget, spent, charge) => {
    expect(clickCharge(bid, budget, spent)).toBe(charge);
  });
});
