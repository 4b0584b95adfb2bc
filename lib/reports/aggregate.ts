import type { Order } from "@/lib/orders/types";
import { addMoney } from "@/lib/orders/checkout";
import { localDateTime } from "@/lib/orders/derive";
import { daysOf, inRange, periodRange, type DateRange, type ReportPeriod } from "@/lib/reports/periods";

/**
 * The company report of one period (product.md §9 report periods): revenue, orders, average ticket, best
 * sellers and revenue over time, from the sample orders. A cancelled order was never charged: it counts
 * as cancelled, not as revenue, an order or a sale.
 */

export type ReportOrder = Pick<Order, "status" | "orderTime" | "total" | "items">;

export type BestSeller = { productId: string; name: string; quantity: number; revenue: number };

/** One bar of the revenue chart: a day, a week or a month, by the period's length. */
export type RevenuePoint = { start: string; end: string; revenue: number; orders: number };
export type ChartBucket = "day" | "week" | "month";

export type PeriodReport = {
  period: ReportPeriod;
  range: DateRange;
  revenue: number;
  orders: number;
  cancelled: number;
  averageTicket: number;
  bestSellers: BestSeller[];
  bucket: ChartBucket;
  points: RevenuePoint[];
};

export const BEST_SELLERS_LIMIT = 5;

// A quarter has 90 bars by day and a year 365: too thin to read, so they are grouped.
const BUCKETS: Record<ReportPeriod, ChartBucket> = {
  week: "day",
  month: "day",
  quarter: "week",
  year: "month",
};

/** Revenue and charged orders of each day of the range, oldest first; days without orders are 0. */
export function revenuePerDay(orders: readonly ReportOrder[], range: DateRange): RevenuePoint[] {
  const byDay = new Map(daysOf(range).map((day) => [day, { start: day, end: day, revenue: 0, orders: 0 }]));
  for (const order of orders) {
    if (order.status === "cancelled") continue;
    const point = byDay.get(localDateTime(order.orderTime).date);
    if (!point) continue;
    point.revenue = addMoney(point.revenue, order.total);
    point.orders += 1;
  }
  return [...byDay.values()];
}

function merge(points: RevenuePoint[]): RevenuePoint {
  return {
    start: points[0]?.start ?? "",
    end: points.at(-1)?.end ?? "",
    revenue: addMoney(...points.map((point) => point.revenue)),
    orders: points.reduce((sum, point) => sum + point.orders, 0),
  };
}

/** Days grouped into weeks counted back from the last day, or into calendar months. */
export function groupPoints(daily: RevenuePoint[], bucket: ChartBucket): RevenuePoint[] {
  if (bucket === "day") return daily;
  const groups = new Map<string, RevenuePoint[]>();
  daily.forEach((point, index) => {
    const key =
      bucket === "month" ? point.start.slice(0, 7) : String(Math.floor((daily.length - 1 - index) / 7));
    groups.set(key, [...(groups.get(key) ?? []), point]);
  });
  return [...groups.values()].map(merge);
}

/** Products sold in charged orders, by units then revenue then name; at most `limit`. */
export function bestSellers(orders: readonly ReportOrder[], limit = BEST_SELLERS_LIMIT): BestSeller[] {
  const byProduct = new Map<string, BestSeller>();
  for (const order of orders) {
    if (order.status === "cancelled") continue;
    for (const item of order.items) {
      const sold = byProduct.get(item.productId) ?? {
        productId: item.productId,
        name: item.name,
        quantity: 0,
        revenue: 0,
      };
      sold.quantity += item.quantity;
      sold.revenue = addMoney(sold.revenue, item.price * item.quantity);
      byProduct.set(item.productId, sold);
    }
  }
  return [...byProduct.values()]
    .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name, "pt-BR"))
    .slice(0, limit);
}

/** The report of `period` ending on `end` (a São Paulo calendar day, included). */
export function buildReport(orders: readonly ReportOrder[], period: ReportPeriod, end: string): PeriodReport {
  const range = periodRange(period, end);
  const inPeriod = orders.filter((order) => inRange(localDateTime(order.orderTime).date, range));
  const charged = inPeriod.filter((order) => order.status !== "cancelled");
  const revenue = addMoney(...charged.map((order) => order.total));
  const bucket = BUCKETS[period];
  return {
    period,
    range,
    revenue,
    orders: charged.length,
    cancelled: inPeriod.length - charged.length,
    averageTicket: charged.length === 0 ? 0 : Math.round((revenue / charged.length) * 100) / 100,
    bestSellers: bestSellers(charged),
    bucket,
    points: groupPoints(revenuePerDay(charged, range), bucket),
  };
}

/** The last day a report covers: the newest order's day, so sample data never ages out of every period. */
export function reportEndDate(orders: readonly Pick<Order, "orderTime">[], fallback: string): string {
  const days = orders.map((order) => localDateTime(order.orderTime).date).sort();
  return days.at(-1) ?? fallback;
}
