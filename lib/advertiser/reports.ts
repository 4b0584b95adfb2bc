import { z } from "zod";

import { metricsOf } from "@/lib/advertiser/metrics";
import type { AdvertiserMetrics } from "@/lib/advertiser/types";
import type { ReportPeriod } from "@/lib/reports/periods";

// product.md §9 report periods: the same four periods and day counts as the company and admin reports.
export { REPORT_PERIODS, type ReportPeriod } from "@/lib/reports/periods";

/** One day of the chart; a day without delivery is a zero, not a gap. */
export type ChartDay = { date: string; impressions: number; clicks: number };

export type PeriodReport = {
  period: ReportPeriod;
  from: string;
  to: string;
  metrics: AdvertiserMetrics;
  days: ChartDay[];
};

const figure = z.coerce.number().nonnegative();

/** What public.relatorio_anunciante answers (supabase/migrations/20250901120400_campanhas.sql). */
const relatorioSchema = z.object({
  de: z.iso.date(),
  ate: z.iso.date(),
  impressoes: figure,
  cliques: figure,
  gasto: figure,
  dias: z.array(z.object({ dia: z.iso.date(), impressoes: figure, cliques: figure, gasto: figure })),
});

/** One period of the report as the screen shows it; the totals are the database's, not re-added here. */
export function periodReportOf(period: ReportPeriod, json: unknown): PeriodReport {
  const report = relatorioSchema.parse(json);
  return {
    period,
    from: report.de,
    to: report.ate,
    metrics: metricsOf({ impressions: report.impressoes, clicks: report.cliques, spent: report.gasto }),
    days: report.dias.map((day) => ({ date: day.dia, impressions: day.impressoes, clicks: day.cliques })),
  };
}

/** The x label of a day: 'dd/mm'. */
export function dayLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
