import type { CompanyStats } from "@/lib/company/types";
import type { DateRange, ReportPeriod } from "@/lib/reports/periods";

/**
 * The company report of one period (product.md §9 report periods), as public.relatorio_loja computes it
 * from the store's orders. A cancelled order was never charged: it counts as cancelled, not as revenue, an
 * order or a sale.
 */

/** A product sold in the period; its id is null once the product left the catalogue (the name stays). */
export type BestSeller = {
  productId: string | null;
  name: string;
  quantity: number;
  revenue: number;
  /** the product's picture and category while it is still in the catalogue */
  image: string | null;
  category: string | null;
};

/** One bar of the revenue chart: a day, a week or a month, by the period's length. */
export type RevenuePoint = { start: string; end: string; revenue: number; orders: number };
export type ChartBucket = "day" | "week" | "month";

/** The store a report is about: its exported files are named after it. */
export type ReportStore = { id: string; name: string };

export type PeriodReport = {
  period: ReportPeriod;
  range: DateRange;
  store: ReportStore;
  revenue: number;
  orders: number;
  cancelled: number;
  averageTicket: number;
  /** at most five, by units, then revenue, then name */
  bestSellers: BestSeller[];
  bucket: ChartBucket;
  points: RevenuePoint[];
};

/** /company/relatorios: the period's report beside the store's standing figures. */
export type CompanyReport = PeriodReport & { stats: CompanyStats };

/**
 * One bar of the admin report's chart, counted like its cards over the bar's days: stores registered,
 * accounts created, orders placed, how many of those were cancelled, and the revenue of the others.
 */
export type AdminPoint = {
  start: string;
  end: string;
  companies: number;
  users: number;
  orders: number;
  cancelled: number;
  revenue: number;
};

/** Percent change over the same number of days just before the period; null with nothing to compare. */
export type AdminGrowth = { activeUsers: number | null; orders: number | null; revenue: number | null };
