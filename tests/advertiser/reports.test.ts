import { describe, expect, it } from "vitest";

import { advertiserMetrics } from "@/fixtures/advertiser";
import { ADVERTISER_REPORT_AS_OF, advertiserDailyStats } from "@/fixtures/advertiser-daily";
import {
  dayLabel,
  PERIOD_DAYS,
  periodReport,
  REPORT_PERIODS,
  type ReportPeriod,
} from "@/lib/advertiser/reports";

describe("report periods (product.md §9: Última Semana, Último Mês, Último Trimestre, Último Ano)", () => {
  it("are week, month, quarter and year of 7, 30, 90 and 365 days", () => {
    expect(REPORT_PERIODS).toEqual(["week", "month", "quarter", "year"]);
    expect(PERIOD_DAYS).toEqual({ week: 7, month: 30, quarter: 90, year: 365 });
  });

  // Expected values summed independently from fixtures/advertiser-daily.ts.
  // Figures of the sample campaigns up to 22/11/2026: the week is Black Friday alone, the month and the
  // quarter add Almoço Executivo (paused on 13/11), the year adds Festival de Inverno (June and July).
  it.each([
    [
      "week",
      "2026-11-16",
      { impressions: 16193, clicks: 595, ctr: 3.67, spent: 293.52, conversions: 60, cpc: 0.49 },
    ],
    [
      "month",
      "2026-10-24",
      { impressions: 59510, clicks: 2038, ctr: 3.42, spent: 1068.9, conversions: 231, cpc: 0.52 },
    ],
    [
      "quarter",
      "2026-08-25",
      { impressions: 64100, clicks: 2157, ctr: 3.37, spent: 1154.75, conversions: 244, cpc: 0.54 },
    ],
    [
      "year",
      "2025-11-23",
      { impressions: 116400, clicks: 3647, ctr: 3.13, spent: 2153.45, conversions: 412, cpc: 0.59 },
    ],
  ] as [ReportPeriod, string, object][])(
    "%s: from %s, the six metrics of product.md §3",
    (period, from, metrics) => {
      const report = periodReport(advertiserDailyStats, ADVERTISER_REPORT_AS_OF, period);
      expect(report.from).toBe(from);
      expect(report.to).toBe(ADVERTISER_REPORT_AS_OF);
      expect(report.metrics).toEqual(metrics);
      expect(report.days).toHaveLength(PERIOD_DAYS[period]);
    },
  );

  it("the last year adds up to the dashboard's six metric cards", () => {
    const year = periodReport(advertiserDailyStats, ADVERTISER_REPORT_AS_OF, "year");
    expect(year.metrics).toEqual(advertiserMetrics);
  });

  it("the chart has every day oldest first, a day without delivery as zero", () => {
    const stats = [
      { date: "2026-01-01", impressions: 100, clicks: 3, spent: 1.5, conversions: 1 },
      { date: "2026-01-04", impressions: 40, clicks: 1, spent: 0.5, conversions: 0 },
      { date: "2025-12-20", impressions: 999, clicks: 99, spent: 9.99, conversions: 9 },
    ];
    const week = periodReport(stats, "2026-01-04", "week");
    expect(week.days).toEqual([
      { date: "2025-12-29", impressions: 0, clicks: 0 },
      { date: "2025-12-30", impressions: 0, clicks: 0 },
      { date: "2025-12-31", impressions: 0, clicks: 0 },
      { date: "2026-01-01", impressions: 100, clicks: 3 },
      { date: "2026-01-02", impressions: 0, clicks: 0 },
      { date: "2026-01-03", impressions: 0, clicks: 0 },
      { date: "2026-01-04", impressions: 40, clicks: 1 },
    ]);
    expect(week.metrics).toMatchObject({ impressions: 140, clicks: 4, spent: 2, conversions: 1 });
  });

  it.each([
    ["2026-11-22", "22/11"],
    ["2026-01-05", "05/01"],
  ])("day %s is labelled %s", (date, label) => {
    expect(dayLabel(date)).toBe(label);
  });
});
