import { pointLabel } from "@/lib/reports/labels";
import type { CompanyReport } from "@/lib/reports/types";

import {
  columnTotals,
  day,
  decimal,
  headerLines,
  integer,
  growth,
  money,
  reportFileName,
  text,
  type ReportSection,
  type ReportTable,
  type ReportValue,
  type ReportDocument,
  type Translate,
} from "./document";

/** The period's figures and the store's standing ones, as /company/relatorios shows them. */
function sections(report: CompanyReport, t: Translate): ReportSection[] {
  const { stats } = report;
  const none = text(t("reportFiles.noValue"));
  return [
    {
      title: t("reportFiles.summary"),
      figures: [
        { label: t("reportFiles.revenue"), value: money(report.revenue) },
        { label: t("reportFiles.orders"), value: integer(report.orders) },
        { label: t("reportFiles.cancelled"), value: integer(report.cancelled) },
        { label: t("reportFiles.averageTicket"), value: money(report.averageTicket) },
      ],
    },
    {
      title: t("reportFiles.indicators"),
      figures: [
        {
          label: t("reportFiles.monthlyGrowth"),
          value: stats.monthlyGrowth === null ? none : growth(stats.monthlyGrowth),
        },
        { label: t("reportFiles.totalCustomers"), value: integer(stats.totalCustomers) },
        { label: t("reportFiles.rating"), value: decimal(stats.rating) },
        {
          label: t("reportFiles.avgDeliveryTime"),
          value:
            stats.avgDeliveryTime === null
              ? none
              : text(t("reportFiles.minutes", { minutes: stats.avgDeliveryTime })),
        },
      ],
    },
  ];
}

/** One row per bar of the chart (a day, a week or a month) with its orders and revenue, and their totals. */
function revenueTable(report: CompanyReport, t: Translate): ReportTable {
  const byDay = report.bucket === "day";
  const dates = (point: CompanyReport["points"][number]): ReportValue[] =>
    byDay ? [day(point.start)] : [day(point.start), day(point.end)];
  const rows = report.points.map((point) => [...dates(point), integer(point.orders), money(point.revenue)]);
  const columns = [
    ...(byDay ? [t("reportFiles.day")] : [t("reportFiles.from"), t("reportFiles.to")]),
    t("reportFiles.orders"),
    t("reportFiles.revenue"),
  ];
  return {
    title: t(`reportFiles.movementBy.${report.bucket}`),
    sheet: t(`reportFiles.sheets.${report.bucket}`),
    columns,
    rows,
    totals: columnTotals(t("reportFiles.total"), rows, columns.length),
    empty: t("reportFiles.noData"),
  };
}

function bestSellersTable(report: CompanyReport, t: Translate): ReportTable {
  return {
    title: t("reportFiles.bestSellers"),
    sheet: t("reportFiles.sheets.bestSellers"),
    columns: [
      t("reportFiles.product"),
      t("reportFiles.category"),
      t("reportFiles.units"),
      t("reportFiles.revenue"),
    ],
    rows: report.bestSellers.map((sold) => [
      text(sold.name),
      text(sold.category ?? t("reportFiles.noValue")),
      integer(sold.quantity),
      money(sold.revenue),
    ]),
    // the five best sellers are not the period's sales: a total here would read as if they were
    totals: null,
    empty: t("reportFiles.noBestSellers"),
  };
}

/** /company/relatorios as a file: the store and period in the title, the figures, the chart and its rows. */
export function companyReportDocument(report: CompanyReport, t: Translate, now: Date): ReportDocument {
  const period = t(`reportFiles.periods.${report.period}`);
  return {
    fileName: reportFileName({ subject: report.store.name, period: report.period, end: report.range.end }),
    title: t("reportFiles.companyTitle", { store: report.store.name, period }),
    ...headerLines(t, report.range, now),
    summarySheet: t("reportFiles.sheets.summary"),
    sections: sections(report, t),
    chart: {
      title: t(`reportFiles.chart.${report.bucket}`),
      labels: report.points.map((point) => pointLabel(point, report.bucket)),
      values: report.points.map((point) => point.revenue),
      format: "currency",
      empty: t("reportFiles.noData"),
    },
    tables: [revenueTable(report, t), bestSellersTable(report, t)],
    pageLabel: (page, pages) => t("reportFiles.page", { page, pages }),
  };
}
