import type { AdminReportFigures } from "@/lib/admin/types";
import { progressPercent } from "@/lib/format";

/** product.md §2 Relatórios: the four cards (companies, users, revenue, activity). */
export const REPORT_CARDS = ["companies", "users", "revenue", "activity"] as const;
export type ReportCardKey = (typeof REPORT_CARDS)[number];

export type MetricFormat = "integer" | "money" | "percent";
/** One figure of a card; `key` names its label in `adminReports.metrics`. */
export type ReportMetric = { key: string; value: number; format: MetricFormat; fractionDigits: number };
export type ReportCard = { key: ReportCardKey; metrics: ReportMetric[] };

const integer = (key: string, value: number): ReportMetric => ({
  key,
  value,
  format: "integer",
  fractionDigits: 0,
});
const money = (key: string, value: number): ReportMetric => ({
  key,
  value,
  format: "money",
  fractionDigits: 2,
});
const percent = (key: string, value: number, fractionDigits = 0): ReportMetric => ({
  key,
  value,
  format: "percent",
  fractionDigits,
});

/** Percent of `part` over `total` with `digits` decimals; 0 when the total is 0. */
function share(part: number, total: number, digits: number): number {
  if (total <= 0) return 0;
  const scale = 10 ** digits;
  return Math.round((part / total) * 100 * scale) / scale;
}

/** The four cards of one period, with the derived rates computed from the counts. */
export function reportCards(figures: AdminReportFigures): ReportCard[] {
  const { companies, users, revenue, activity } = figures;
  const averageTicket =
    revenue.paidOrders > 0 ? Math.round((revenue.gross / revenue.paidOrders) * 100) / 100 : 0;
  return [
    {
      key: "companies",
      metrics: [
        integer("registered", companies.registered),
        integer("approved", companies.approved),
        integer("rejected", companies.rejected),
        percent("approvalRate", progressPercent(companies.approved, companies.registered)),
      ],
    },
    {
      key: "users",
      metrics: [
        integer("newUsers", users.newUsers),
        integer("activeUsers", users.activeUsers),
        percent("returningShare", progressPercent(users.returningUsers, users.activeUsers)),
      ],
    },
    {
      key: "revenue",
      metrics: [
        money("gross", revenue.gross),
        integer("paidOrders", revenue.paidOrders),
        money("averageTicket", averageTicket),
      ],
    },
    {
      key: "activity",
      metrics: [
        integer("orders", activity.orders),
        integer("cancelled", activity.cancelled),
        percent("cancellationRate", share(activity.cancelled, activity.orders, 1), 1),
      ],
    },
  ];
}
