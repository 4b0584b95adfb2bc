import type { ReportCard, ReportCardKey, ReportMetric } from "@/lib/admin/reports";
import type { AdminReport } from "@/lib/admin/report-rows";
import { formatGrowth } from "@/lib/reports/format";
import { pointLabel } from "@/lib/reports/labels";
import { PERIOD_DAYS, type ReportPeriod } from "@/lib/reports/periods";
import type { AdminPoint } from "@/lib/reports/types";

import {
  columnTotals,
  day,
  headerLines,
  integer,
  money,
  percent,
  reportFileName,
  type ReportChart,
  type ReportDocument,
  type ReportFigure,
  type ReportValue,
  type Translate,
} from "./document";

export type AdminReportInput = AdminReport & { period: ReportPeriod; cards: ReportCard[] };

/** A column of the chart's rows: its label key in reportFiles.columns and its value in a bar. */
type Column = { key: string; value: (point: AdminPoint) => ReportValue };

const COLUMNS: Record<ReportCardKey, Column[]> = {
  companies: [{ key: "companies", value: (point) => integer(point.companies) }],
  users: [{ key: "users", value: (point) => integer(point.users) }],
  revenue: [
    { key: "paidOrders", value: (point) => integer(point.orders - point.cancelled) },
    { key: "revenue", value: (point) => money(point.revenue) },
  ],
  activity: [
    { key: "orders", value: (point) => integer(point.orders) },
    { key: "cancelled", value: (point) => integer(point.cancelled) },
  ],
};

/** The series each card's chart draws; the whole report's is the revenue. */
const CHART: Record<ReportCardKey, { key: string; value: (point: AdminPoint) => number; money: boolean }> = {
  companies: { key: "companies", value: (point) => point.companies, money: false },
  users: { key: "users", value: (point) => point.users, money: false },
  revenue: { key: "revenue", value: (point) => point.revenue, money: true },
  activity: { key: "orders", value: (point) => point.orders, money: false },
};

function metricValue(metric: ReportMetric): ReportValue {
  if (metric.format === "money") return money(metric.value);
  if (metric.format === "integer") return integer(metric.value);
  return percent(metric.value, metric.fractionDigits);
}

const GROWTH_OF: Partial<Record<string, keyof AdminReportInput["growth"]>> = {
  activeUsers: "activeUsers",
  orders: "orders",
  gross: "revenue",
};

/** The growth over the days just before the period, beside the figure it measures. */
function growthHint(report: AdminReportInput, metric: string, t: Translate): string | undefined {
  const key = GROWTH_OF[metric];
  if (!key) return undefined;
  const value = report.growth[key];
  const days = PERIOD_DAYS[report.period];
  if (value === null) return t("reportFiles.noGrowth", { days });
  return t("reportFiles.growth", { value: formatGrowth(value), days });
}

function figures(report: AdminReportInput, card: ReportCard, t: Translate): ReportFigure[] {
  return card.metrics.map((metric) => {
    const hint = growthHint(report, metric.key, t);
    return {
      label: t(`adminReports.metrics.${metric.key}`),
      value: metricValue(metric),
      ...(hint ? { hint } : {}),
    };
  });
}

function chart(report: AdminReportInput, card: ReportCardKey | null, t: Translate): ReportChart {
  const series = CHART[card ?? "revenue"];
  return {
    title: t(`reportFiles.chartBy.${report.bucket}`, { series: t(`reportFiles.columns.${series.key}`) }),
    labels: report.points.map((point) => pointLabel(point, report.bucket)),
    values: report.points.map(series.value),
    format: series.money ? "currency" : "integer",
    empty: t("reportFiles.noData"),
  };
}

/**
 * /admin/reports as a file: the marketplace's four cards (or the one card whose button was pressed), the
 * chart and one row per bar with its totals, which equal the cards (the database counts both alike).
 */
export function adminReportDocument(
  report: AdminReportInput,
  card: ReportCardKey | null,
  t: Translate,
  now: Date,
): ReportDocument {
  const period = t(`reportFiles.periods.${report.period}`);
  const cards = report.cards.filter((item) => card === null || item.key === card);
  const columns = (card ? [card] : (Object.keys(COLUMNS) as ReportCardKey[])).flatMap((key) => COLUMNS[key]);
  const byDay = report.bucket === "day";
  const rows = report.points.map((point) => [
    ...(byDay ? [day(point.start)] : [day(point.start), day(point.end)]),
    ...columns.map((column) => column.value(point)),
  ]);
  const labels = [
    ...(byDay ? [t("reportFiles.day")] : [t("reportFiles.from"), t("reportFiles.to")]),
    ...columns.map((column) => t(`reportFiles.columns.${column.key}`)),
  ];
  const subject = card ? t(`adminReports.cards.${card}`) : null;
  return {
    fileName: reportFileName({
      subject: t("reportFiles.marketplace"),
      ...(subject ? { part: subject } : {}),
      period: report.period,
      end: report.range.end,
    }),
    title: subject
      ? t("reportFiles.adminCardTitle", { card: subject, period })
      : t("reportFiles.adminTitle", { period }),
    ...headerLines(t, report.range, now),
    summarySheet: t("reportFiles.sheets.summary"),
    sections: cards.map((item) => ({
      title: t(`adminReports.cards.${item.key}`),
      figures: figures(report, item, t),
    })),
    chart: chart(report, card, t),
    tables: [
      {
        title: t(`reportFiles.movementBy.${report.bucket}`),
        sheet: t(`reportFiles.sheets.${report.bucket}`),
        columns: labels,
        rows,
        totals: columnTotals(t("reportFiles.total"), rows, labels.length),
        empty: t("reportFiles.noData"),
      },
    ],
    pageLabel: (page, pages) => t("reportFiles.page", { page, pages }),
  };
}
