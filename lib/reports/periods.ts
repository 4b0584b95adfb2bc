/**
 * product.md §9 report periods (Última Semana, Último Mês, Último Trimestre, Último Ano) and their calendar
 * ranges, the same the report functions of supabase/migrations/*_relatorios.sql count (tests/backend/
 * sql-relatorios.ts holds them to it). Dates are São Paulo calendar days as "YYYY-MM-DD" strings; arithmetic
 * runs on UTC noon so no daylight-saving shift can skip or repeat a day.
 */

export const REPORT_PERIODS = ["week", "month", "quarter", "year"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const DEFAULT_REPORT_PERIOD: ReportPeriod = "month";

/** Days each period covers, ending on (and including) the last day of the report. */
export const PERIOD_DAYS: Record<ReportPeriod, number> = { week: 7, month: 30, quarter: 90, year: 365 };

/** The `?periodo=` value of each period: Portuguese, like the route it belongs to. */
export const PERIOD_PARAMS: Record<ReportPeriod, string> = {
  week: "semana",
  month: "mes",
  quarter: "trimestre",
  year: "ano",
};

/** The period a `?periodo=` value names; anything else (missing, repeated, unknown) is the default. */
export function parseReportPeriod(value: string | string[] | undefined): ReportPeriod {
  if (typeof value !== "string") return DEFAULT_REPORT_PERIOD;
  const found = REPORT_PERIODS.find((period) => PERIOD_PARAMS[period] === value);
  return found ?? DEFAULT_REPORT_PERIOD;
}

const DAY_MS = 86_400_000;

function toUtcNoon(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar day `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtcNoon(date) + days * DAY_MS);
}

export type DateRange = { start: string; end: string };

/** The period's first and last day, the last being `end` itself. */
export function periodRange(period: ReportPeriod, end: string): DateRange {
  return { start: addDays(end, 1 - PERIOD_DAYS[period]), end };
}
