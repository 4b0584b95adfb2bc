import { describe, expect, it } from "vitest";

import {
  bestSellers,
  buildReport,
  groupPoints,
  reportEndDate,
  revenuePerDay,
  type ReportOrder,
} from "@/lib/reports/aggregate";
import type { ReportPeriod } from "@/lib/reports/periods";

const P = { bread: "00000000-0000-4000-8000-000000000001", coffee: "00000000-0000-4000-8000-000000000002" };

function order(
  day: string,
  total: number,
  status: ReportOrder["status"] = "delivered",
  breads = 1,
): ReportOrder {
  return {
    status,
    // 23:30 in São Paulo is already the next day in UTC: the report must use the local day.
    orderTime: `${day}T23:30:00-03:00`,
    total,
    items: [
      { productId: P.bread, name: "Pão francês", quantity: breads, price: 7.5 },
      { productId: P.coffee, name: "Café", quantity: 1, price: 6.5 },
    ],
  };
}

const orders: ReportOrder[] = [
  order("2026-11-21", 20, "delivered", 2),
  order("2026-11-21", 14, "preparing"),
  order("2026-11-20", 30, "cancelled", 10),
  order("2026-11-10", 40, "ready", 3),
  order("2026-09-15", 50),
  order("2026-01-05", 60),
  order("2025-11-01", 99), // older than a year: in no period
];

describe("report aggregation per period (product.md §9: Última Semana, Último Mês, Último Trimestre, Último Ano)", () => {
  it.each<[ReportPeriod, { revenue: number; orders: number; cancelled: number; averageTicket: number }]>([
    ["week", { revenue: 34, orders: 2, cancelled: 1, averageTicket: 17 }],
    ["month", { revenue: 74, orders: 3, cancelled: 1, averageTicket: 24.67 }],
    ["quarter", { revenue: 124, orders: 4, cancelled: 1, averageTicket: 31 }],
    ["year", { revenue: 184, orders: 5, cancelled: 1, averageTicket: 36.8 }],
  ])("%s: revenue, charged orders, cancelled orders and average ticket", (period, expected) => {
    const report = buildReport(orders, period, "2026-11-21");
    expect({
      revenue: report.revenue,
      orders: report.orders,
      cancelled: report.cancelled,
      averageTicket: report.averageTicket,
    }).toEqual(expected);
  });

  it("a period without orders has zero revenue, zero average ticket and no best sellers", () => {
    const report = buildReport([], "week", "2026-11-21");
    expect(report).toMatchObject({ revenue: 0, orders: 0, averageTicket: 0, bestSellers: [] });
    expect(report.points).toHaveLength(7);
  });

  it.each<[ReportPeriod, "day" | "week" | "month", number]>([
    ["week", "day", 7],
    ["month", "day", 30],
    ["quarter", "week", 13],
    ["year", "month", 13],
  ])("%s charts revenue per %s in %i bars that add up to the period's revenue", (period, bucket, bars) => {
    const report = buildReport(orders, period, "2026-11-21");
    expect(report.bucket).toBe(bucket);
    expect(report.points).toHaveLength(bars);
    expect(report.points.reduce((sum, point) => sum + point.revenue, 0)).toBeCloseTo(report.revenue, 2);
    expect(report.points.at(-1)?.end).toBe("2026-11-21");
  });
});

describe("revenue per day", () => {
  it("sums charged orders of each São Paulo day and leaves other days at zero", () => {
    const days = revenuePerDay(orders, { start: "2026-11-19", end: "2026-11-21" });
    expect(days).toEqual([
      { start: "2026-11-19", end: "2026-11-19", revenue: 0, orders: 0 },
      { start: "2026-11-20", end: "2026-11-20", revenue: 0, orders: 0 },
      { start: "2026-11-21", end: "2026-11-21", revenue: 34, orders: 2 },
    ]);
  });

  it("groups days into weeks counted back from the last day", () => {
    const daily = revenuePerDay(orders, { start: "2026-11-08", end: "2026-11-21" });
    expect(groupPoints(daily, "week").map(({ start, end, revenue }) => [start, end, revenue])).toEqual([
      ["2026-11-08", "2026-11-14", 40],
      ["2026-11-15", "2026-11-21", 34],
    ]);
  });
});

describe("best-selling products", () => {
  it("ranks by units sold in charged orders, ignoring cancelled ones", () => {
    expect(bestSellers(orders)).toEqual([
      { productId: P.bread, name: "Pão francês", quantity: 9, revenue: 67.5 },
      { productId: P.coffee, name: "Café", quantity: 6, revenue: 39 },
    ]);
  });

  it("ties on units go to the higher revenue, and the list is capped", () => {
    expect(bestSellers([order("2026-11-21", 14)], 1)).toEqual([
      { productId: P.bread, name: "Pão francês", quantity: 1, revenue: 7.5 },
    ]);
  });
});

describe("the report ends on the newest sample order's day", () => {
  it.each([
    [orders, "2026-11-21"],
    [[], "2026-12-01"],
  ])("%#", (list, end) => {
    expect(reportEndDate(list, "2026-12-01")).toBe(end);
  });
});
