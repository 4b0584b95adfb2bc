import type { AdvertiserMetrics } from "@/lib/advertiser/types";
import { addDays, dateRange } from "@/lib/advertiser/dates";
import { sumMetrics } from "@/lib/advertiser/metrics";
import { PERIOD_DAYS, type ReportPeriod } from "@/lib/reports/periods";

// product.md §9 report periods: the same four periods and day counts as the company and admin reports.
export { PERIOD_DAYS, REPORT_PERIODS, type ReportPeriod } from "@/lib/reports/periods";

type DailyStat = { date: string; impressions: number; clicks: number; spent: number; conversions: number };

/** One day of the chart; a day without delivery is a zero, not a gap. */
export type ChartDay = { date: string; impressions: number; clicks: number };

export type PeriodReport = {
  period: ReportPeriod;
  from: string;
  to: string;
  metrics: AdvertiserMetrics;
  days: ChartDay[];
};

/** The six metrics of product.md §3 and the impressions and clicks of each day of one period ending on `asOf`. */
export function periodReport(stats: readonly DailyStat[], asOf: string, period: ReportPeriod): PeriodReport {
  const from = addDays(asOf, -(PERIOD_DAYS[period] - 1));
  const inPeriod = stats.filter((day) => day.date >= from && day.date <= asOf);
  const byDate = new Map(inPeriod.map((day) => [day.date, day]));
  const days = dateRange(from, asOf).map((date) => ({
    date,
    impressions: byDate.get(date)?.impressions ?? 0,
    clicks: byDate.get(date)?.clicks ?? 0,
  }));
  return { period, from, to: asOf, metrics: sumMetrics(inPeriod), days };
}

/** The x label of a day: 'dd/mm'. */
export function dayLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
