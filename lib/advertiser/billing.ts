import type { Plan } from "@/lib/admin/types";
import type { CampaignStatus, Figures } from "@/lib/advertiser/types";

export type UsageKey = "ads" | "impressions";
export type UsageRow = { key: UsageKey; used: number; limit: number };

/**
 * product.md §3/9: an advertiser plan limits ads (maxAds) and monthly impressions (maxImpressions); -1 is
 * unlimited. A plan without a limit (a company plan) shows no row rather than an invented limit.
 */
export function planUsageRows(
  plan: Pick<Plan, "maxAds" | "maxImpressions">,
  usage: Record<UsageKey, number>,
): UsageRow[] {
  const rows: UsageRow[] = [];
  if (plan.maxAds !== undefined) rows.push({ key: "ads", used: usage.ads, limit: plan.maxAds });
  if (plan.maxImpressions !== undefined) {
    rows.push({ key: "impressions", used: usage.impressions, limit: plan.maxImpressions });
  }
  return rows;
}

/** Ads that hold a place in the plan: running or paused ones; an ad of a finished campaign frees its place. */
export function adsInUse(ads: readonly { status: CampaignStatus }[]): number {
  return ads.filter((ad) => ad.status !== "finished").length;
}

/** Whether the plan has room for one more ad (-1: unlimited), as the anuncios trigger decides. */
export function canAddAd(maxAds: number | undefined, inUse: number): boolean {
  return maxAds === undefined || maxAds < 0 || inUse < maxAds;
}

/** Whether this month's impressions already passed a plan's monthly limit (-1 or none: unlimited). */
export function impressionsOver(maxImpressions: number | undefined, monthImpressions: number): boolean {
  return maxImpressions !== undefined && maxImpressions >= 0 && monthImpressions > maxImpressions;
}

/** One month of the statement: the plan's fee plus the media its clicks cost. */
export type StatementMonth = Figures & { month: string; planFee: number; total: number };

export type Statement = { months: StatementMonth[]; total: number; currentMonth: StatementMonth };

/** How many months the statement shows, the open one included (public.extrato_anunciante's window). */
export const STATEMENT_MONTHS = 12;

/** The first day (aaaa-mm-dd) of the statement's oldest month, for `today` (aaaa-mm-dd, São Paulo). */
export function statementStart(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (STATEMENT_MONTHS - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** A plan change as the statement needs it (public.trocas_plano_anunciante): its São Paulo month and the fee it left. */
export type PlanChange = { month: string; previousFee: number };

/**
 * The plan fee a month is charged: the fee of the plan in force when the month closed. A change within the month
 * charges the month the new plan, so a month's fee is the one the first later change left, or, with no change after
 * it, the current plan's. `changes` are oldest first; months are aaaa-mm.
 */
export function planFeeFor(month: string, changes: readonly PlanChange[], currentFee: number): number {
  return changes.find((change) => change.month > month)?.previousFee ?? currentFee;
}

/**
 * /advertiser/billing's statement: each month with delivery (public.extrato_anunciante, newest first) and
 * the current one even without any, each charged its plan's fee (`feeOf`); the summary is the sum of those rows.
 */
export function statementOf(
  months: readonly (Figures & { month: string })[],
  feeOf: (month: string) => number,
  currentMonth: string,
): Statement {
  const withCurrent = months.some((row) => row.month === currentMonth)
    ? months
    : [{ month: currentMonth, impressions: 0, clicks: 0, spent: 0 }, ...months];
  const rows = withCurrent.map((row) => {
    const planFee = feeOf(row.month);
    return { ...row, planFee, total: (Math.round(planFee * 100) + Math.round(row.spent * 100)) / 100 };
  });
  const total = rows.reduce((sum, row) => sum + Math.round(row.total * 100), 0) / 100;
  return { months: rows, total, currentMonth: rows.find((row) => row.month === currentMonth)! };
}
