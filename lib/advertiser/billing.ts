import type { Ad } from "@/lib/advertiser/types";
import type { Plan } from "@/lib/admin/types";
import { monthOf } from "@/lib/advertiser/dates";

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

/** Ads that hold a place in the plan: running or paused ones; a finished ad frees its place. */
export function adsInUse(ads: readonly Pick<Ad, "status">[]): number {
  return ads.filter((ad) => ad.status !== "finished").length;
}

/** Impressions delivered in the calendar month of `asOf` (the plan's monthly allowance). */
export function impressionsInMonth(
  stats: readonly { date: string; impressions: number }[],
  asOf: string,
): number {
  const month = monthOf(asOf);
  return stats.reduce((total, day) => (monthOf(day.date) === month ? total + day.impressions : total), 0);
}

export type InvoiceStatus = "paid" | "pending" | "overdue";

const INVOICE_TONE: Record<InvoiceStatus, "success" | "secondary" | "destructive"> = {
  paid: "success",
  pending: "secondary",
  overdue: "destructive",
};

/** Badge tone of an invoice: Paga, Pendente, Vencida. */
export function invoiceTone(status: InvoiceStatus): "success" | "secondary" | "destructive" {
  return INVOICE_TONE[status];
}

export type InvoiceSummary<T> = { invoices: T[]; openAmount: number; overdue: number };

/** Newest billed month first, and the amount still to pay (pending and overdue), added in cents. */
export function invoiceSummary<T extends { period: string; amount: number; status: InvoiceStatus }>(
  invoices: readonly T[],
): InvoiceSummary<T> {
  const sorted = [...invoices].sort((a, b) => b.period.localeCompare(a.period));
  const open = invoices.filter((invoice) => invoice.status !== "paid");
  const openCents = open.reduce((total, invoice) => total + Math.round(invoice.amount * 100), 0);
  return {
    invoices: sorted,
    openAmount: openCents / 100,
    overdue: open.filter((invoice) => invoice.status === "overdue").length,
  };
}
