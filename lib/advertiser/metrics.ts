import type { AdvertiserMetrics, Figures } from "@/lib/advertiser/types";

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

/** Figures (counted in the database) with their ctr and average cpc. */
export function metricsOf(figures: Figures): AdvertiserMetrics {
  return {
    impressions: figures.impressions,
    clicks: figures.clicks,
    spent: round2(figures.spent),
    ctr: ctrPercent(figures.clicks, figures.impressions),
    cpc: costPerClick(figures.spent, figures.clicks),
  };
}

/** The figures of several rows added up (money in cents so R$ values never drift). */
export function sumFigures(rows: readonly Figures[]): Figures {
  let impressions = 0;
  let clicks = 0;
  let cents = 0;
  for (const row of rows) {
    impressions += row.impressions;
    clicks += row.clicks;
    cents += Math.round(row.spent * 100);
  }
  return { impressions, clicks, spent: cents / 100 };
}

/**
 * What one click costs a campaign, as public.registrar_clique charges it: its CPC, or what is left of its
 * budget when that is less; nothing once the budget is spent.
 */
export function clickCharge(bid: number, budget: number, spent: number): number {
  const left = Math.round(budget * 100) - Math.round(spent * 100);
  return Math.max(0, Math.min(Math.round(bid * 100), left)) / 100;
}
