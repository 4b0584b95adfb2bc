import type { AdvertiserMetrics } from "@/lib/advertiser/types";

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** product.md §3: ctr is clicks over impressions, in percent with 2 decimals; 0 when nothing was shown. */
export function ctrPercent(clicks: number, impressions: number): number {
  if (impressions <= 0) return 0;
  return round2((clicks / impressions) * 100);
}

/** product.md §3: cpc is the money spent per click, 2 decimals; 0 without clicks. */
export function costPerClick(spent: number, clicks: number): number {
  if (clicks <= 0) return 0;
  return round2(spent / clicks);
}

type DailyFigures = { impressions: number; clicks: number; spent: number; conversions: number };

/** The six metrics of product.md §3 over some days (money added in cents so R$ values never drift). */
export function sumMetrics(days: readonly DailyFigures[]): AdvertiserMetrics {
  let impressions = 0;
  let clicks = 0;
  let spentCents = 0;
  let conversions = 0;
  for (const day of days) {
    impressions += day.impressions;
    clicks += day.clicks;
    spentCents += Math.round(day.spent * 100);
    conversions += day.conversions;
  }
  const spent = spentCents / 100;
  return {
    impressions,
    clicks,
    ctr: ctrPercent(clicks, impressions),
    spent,
    conversions,
    cpc: costPerClick(spent, clicks),
  };
}
