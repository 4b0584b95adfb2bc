import type { ChartBucket, RevenuePoint } from "@/lib/reports/types";
import { LOCALE } from "@/lib/i18n/constants";

// Calendar days are formatted at UTC noon: the string already is the São Paulo day.
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat(LOCALE, { month: "short", timeZone: "UTC" });

function atNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "21/11" of a "2026-11-21" calendar day. */
export function shortDay(date: string): string {
  return dayMonth.format(atNoon(date));
}

/** "nov/26" of a calendar day's month. */
export function shortMonth(date: string): string {
  const name = monthName.format(atNoon(date)).replace(".", "");
  return `${name}/${date.slice(2, 4)}`;
}

/** The chart's x label of a point: its day, the first day of its week, or its month. */
export function pointLabel(point: Pick<RevenuePoint, "start">, bucket: ChartBucket): string {
  return bucket === "month" ? shortMonth(point.start) : shortDay(point.start);
}
