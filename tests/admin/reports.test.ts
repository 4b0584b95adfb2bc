import { describe, expect, it } from "vitest";

import { adminReportFigures } from "@/fixtures/admin";
import { adminReportFiguresSchema } from "@/lib/admin/types";
import {
  csvMetricValue,
  REPORT_CARDS,
  reportCardCsv,
  reportCards,
  type ReportCard,
} from "@/lib/admin/reports";
import { CSV_BOM } from "@/lib/csv";
import { REPORT_PERIODS, type ReportPeriod } from "@/lib/reports/periods";

/** metric key → value of one period's cards */
function valuesOf(period: ReportPeriod): Record<string, number> {
  return Object.fromEntries(
    reportCards(adminReportFigures[period]).flatMap((card) =>
      card.metrics.map((m) => [`${card.key}.${m.key}`, m.value]),
    ),
  );
}

describe("report cards per period (product.md §2 Relatórios, product.md §9 periods)", () => {
  it("has sample figures for Última Semana, Último Mês, Último Trimestre and Último Ano", () => {
    expect(Object.keys(adminReportFiguresSchema.parse(adminReportFigures)).sort()).toEqual(
      [...REPORT_PERIODS].sort(),
    );
  });

  it.each(REPORT_PERIODS)("%s shows the four cards: companies, users, revenue, activity", (period) => {
    expect(reportCards(adminReportFigures[period]).map((card) => card.key)).toEqual([...REPORT_CARDS]);
  });

  it.each<[ReportPeriod, Record<string, number>]>([
    [
      "week",
      {
        "companies.registered": 6,
        "companies.approvalRate": 67,
        "users.activeUsers": 1920,
        "users.returningShare": 38,
        "revenue.gross": 10540.3,
        "revenue.averageTicket": 42.16,
        "activity.conversion": 2.97,
      },
    ],
    [
      "month",
      {
        "companies.registered": 24,
        "companies.approvalRate": 71,
        "users.activeUsers": 2847,
        "users.returningShare": 41,
        "revenue.gross": 45678.9,
        "revenue.averageTicket": 37.02,
        "activity.conversion": 3.5,
      },
    ],
    [
      "quarter",
      {
        "companies.registered": 61,
        "companies.approvalRate": 72,
        "users.activeUsers": 3105,
        "users.returningShare": 45,
        "revenue.gross": 131245.6,
        "revenue.averageTicket": 38.4,
        "activity.conversion": 3.36,
      },
    ],
    [
      "year",
      {
        "companies.registered": 198,
        "companies.approvalRate": 77,
        "users.activeUsers": 3480,
        "users.returningShare": 47,
        "revenue.gross": 498320.75,
        "revenue.averageTicket": 39.85,
        "activity.conversion": 3.21,
      },
    ],
  ])("%s figures and derived rates", (period, expected) => {
    expect(valuesOf(period)).toMatchObject(expected);
  });

  it("every figure changes when the period changes", () => {
    const periods = REPORT_PERIODS.map(valuesOf);
    for (const key of Object.keys(periods[0]!)) {
      expect(new Set(periods.map((values) => values[key])).size, key).toBe(REPORT_PERIODS.length);
    }
  });

  it("the month matches the dashboard summary (users 2847, orders 1234, revenue R$ 45.678,90)", () => {
    expect(valuesOf("month")).toMatchObject({
      "users.activeUsers": 2847,
      "activity.orders": 1234,
      "revenue.gross": 45678.9,
    });
  });

  it("rates are 0 when nothing was counted, never NaN", () => {
    const zero = {
      companies: { registered: 0, approved: 0, rejected: 0 },
      users: { newUsers: 0, activeUsers: 0, returningUsers: 0 },
      revenue: { gross: 0, paidOrders: 0 },
      activity: { visits: 0, searches: 0, orders: 0 },
    };
    const values = reportCards(zero).flatMap((card) => card.metrics.map((m) => m.value));
    expect(values.every((value) => value === 0)).toBe(true);
  });
});

describe("Excel export of one card (product.md D10: a real CSV)", () => {
  const revenue = reportCards(adminReportFigures.month).find((card) => card.key === "revenue") as ReportCard;

  it("writes money and rates with a decimal comma and integers as they are", () => {
    expect(revenue.metrics.map(csvMetricValue)).toEqual(["45678,90", "1234", "37,02"]);
  });

  it("has the BOM, Indicador;Valor;Período and one row per figure (decimal commas quoted for delimiter sniffers)", () => {
    const csv = reportCardCsv(revenue, {
      headers: ["Indicador", "Valor", "Período"],
      period: "Último Mês",
      metric: (key) =>
        ({ gross: "Receita bruta", paidOrders: "Pedidos pagos", averageTicket: "Ticket médio" })[key] ?? key,
    });
    expect(csv).toBe(
      `${CSV_BOM}Indicador;Valor;Período\r\nReceita bruta;"45678,90";Último Mês\r\nPedidos pagos;1234;Último Mês\r\nTicket médio;"37,02";Último Mês\r\n`,
    );
  });
});
