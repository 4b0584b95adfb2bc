import { describe, expect, it } from "vitest";

import { costPerClick, ctrPercent, sumMetrics } from "@/lib/advertiser/metrics";

describe("CTR (product.md §3: clicks over impressions, in percent)", () => {
  it.each([
    [1736, 48210, 3.6],
    [421, 15890, 2.65],
    [1490, 52300, 2.85],
    [3647, 116400, 3.13],
    [1, 3, 33.33],
    [0, 1000, 0],
    [5, 0, 0],
  ])("%i clicks of %i impressions -> %d%%", (clicks, impressions, ctr) => {
    expect(ctrPercent(clicks, impressions)).toBe(ctr);
  });
});

describe("CPC (product.md §3: money spent per click)", () => {
  it.each([
    [2153.45, 3647, 0.59],
    [842.35, 1736, 0.49],
    [10, 3, 3.33],
    [12.5, 0, 0],
  ])("R$ %d over %i clicks -> R$ %d", (spent, clicks, cpc) => {
    expect(costPerClick(spent, clicks)).toBe(cpc);
  });
});

describe("the six metrics over some days", () => {
  it("adds impressions, clicks, money (in cents) and conversions, then derives ctr and cpc", () => {
    const days = [
      { impressions: 1000, clicks: 30, spent: 0.1, conversions: 2 },
      { impressions: 500, clicks: 20, spent: 0.2, conversions: 1 },
    ];
    expect(sumMetrics(days)).toEqual({
      impressions: 1500,
      clicks: 50,
      ctr: 3.33,
      spent: 0.3,
      conversions: 3,
      cpc: 0.01,
    });
  });

  it("no days is all zeros, never NaN", () => {
    expect(sumMetrics([])).toEqual({ impressions: 0, clicks: 0, ctr: 0, spent: 0, conversions: 0, cpc: 0 });
  });
});
