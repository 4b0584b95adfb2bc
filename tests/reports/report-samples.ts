import { createTranslator } from "next-intl";

import { reportCards } from "@/lib/admin/reports";
import type { Translate } from "@/lib/reports/export/document";
import type { AdminReportInput } from "@/lib/reports/export/admin-document";
import type { CompanyReport } from "@/lib/reports/types";
import messages from "@/messages/pt-BR.json";

/** The catalogue's translator, as the export routes get it from next-intl (root keys). */
export const translate = createTranslator({
  locale: "pt-BR",
  messages,
  timeZone: "America/Sao_Paulo",
}) as unknown as Translate;

/** 26/11/2026 at 14:05 in São Paulo. */
export const NOW = new Date("2026-11-26T17:05:00Z");

/** A store's last week: two days with sales, one cancelled order, two best sellers. */
export const companyReport: CompanyReport = {
  period: "week",
  range: { start: "2026-11-20", end: "2026-11-26" },
  store: { id: "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3", name: "Padaria Pão Quente" },
  revenue: 1234.56,
  orders: 3,
  cancelled: 1,
  averageTicket: 411.52,
  bestSellers: [
    { productId: null, name: "Pão francês", quantity: 30, revenue: 24, image: null, category: "Padaria" },
    { productId: null, name: "Torta antiga", quantity: 1, revenue: 17.5, image: null, category: null },
  ],
  bucket: "day",
  points: [
    { start: "2026-11-20", end: "2026-11-20", revenue: 0, orders: 0 },
    { start: "2026-11-21", end: "2026-11-21", revenue: 0, orders: 0 },
    { start: "2026-11-22", end: "2026-11-22", revenue: 0, orders: 0 },
    { start: "2026-11-23", end: "2026-11-23", revenue: 0, orders: 0 },
    { start: "2026-11-24", end: "2026-11-24", revenue: 1000.1, orders: 1 },
    { start: "2026-11-25", end: "2026-11-25", revenue: 0, orders: 0 },
    { start: "2026-11-26", end: "2026-11-26", revenue: 234.46, orders: 2 },
  ],
  stats: {
    todayOrders: 2,
    todayRevenue: 234.46,
    avgDeliveryTime: 32,
    rating: 4.8,
    monthlyGrowth: -12.5,
    totalCustomers: 3,
  },
};

const figures = {
  companies: { registered: 3, approved: 2, rejected: 1 },
  users: { newUsers: 5, activeUsers: 4, returningUsers: 2 },
  revenue: { gross: 1500.75, paidOrders: 6 },
  activity: { orders: 7, cancelled: 1 },
};

/** The marketplace's last year: a short first month, a full one, and this month so far. */
export const adminReport: AdminReportInput = {
  period: "year",
  range: { start: "2025-11-27", end: "2026-11-26" },
  figures,
  cards: reportCards(figures),
  growth: { activeUsers: 100, orders: null, revenue: -3.1 },
  bucket: "month",
  points: [
    {
      start: "2025-11-27",
      end: "2025-11-30",
      companies: 1,
      users: 2,
      orders: 2,
      cancelled: 0,
      revenue: 500.25,
    },
    {
      start: "2025-12-01",
      end: "2025-12-31",
      companies: 2,
      users: 3,
      orders: 4,
      cancelled: 1,
      revenue: 900.5,
    },
    { start: "2026-11-01", end: "2026-11-26", companies: 0, users: 0, orders: 1, cancelled: 0, revenue: 100 },
  ],
};
