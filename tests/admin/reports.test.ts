import { describe, expect, it } from "vitest";

import { adminReportFromRow } from "@/lib/admin/report-rows";
import { REPORT_CARDS, reportCards } from "@/lib/admin/reports";
import type { AdminReportFigures } from "@/lib/admin/types";

const figures: AdminReportFigures = {
  companies: { registered: 7, approved: 5, rejected: 1 },
  users: { newUsers: 12, activeUsers: 9, returningUsers: 4 },
  revenue: { gross: 1339.45, paidOrders: 10 },
  activity: { orders: 11, cancelled: 1 },
};

/** metric key → value of the cards */
function valuesOf(input: AdminReportFigures): Record<string, number> {
  return Object.fromEntries(
    reportCards(input).flatMap((card) => card.metrics.map((m) => [`${card.key}.${m.key}`, m.value])),
  );
}

describe("report cards of a period (product.md §2 Relatórios)", () => {
  it("shows the four cards: companies, users, revenue, activity", () => {
    expect(reportCards(figures).map((card) => card.key)).toEqual([...REPORT_CARDS]);
  });

  it("shows the counts and the rates derived from them", () => {
    expect(valuesOf(figures)).toEqual({
      "companies.registered": 7,
      "companies.approved": 5,
      "companies.rejected": 1,
      "companies.approvalRate": 71, // 5 of 7
      "users.newUsers": 12,
      "users.activeUsers": 9,
      "users.returningShare": 44, // 4 of 9
      "revenue.gross": 1339.45,
      "revenue.paidOrders": 10,
      "revenue.averageTicket": 133.95, // 133.945 rounded half up
      "activity.orders": 11,
      "activity.cancelled": 1,
      "activity.cancellationRate": 9.1, // 1 of 11, one decimal
    });
  });

  it("measures nothing the app does not count: no visits, searches or conversion", () => {
    const activity = reportCards(figures).find((card) => card.key === "activity");
    expect(activity?.metrics.map((metric) => metric.key)).toEqual([
      "orders",
      "cancelled",
      "cancellationRate",
    ]);
  });

  it("rates are 0 when nothing was counted, never NaN", () => {
    const zero: AdminReportFigures = {
      companies: { registered: 0, approved: 0, rejected: 0 },
      users: { newUsers: 0, activeUsers: 0, returningUsers: 0 },
      revenue: { gross: 0, paidOrders: 0 },
      activity: { orders: 0, cancelled: 0 },
    };
    expect(Object.values(valuesOf(zero)).every((value) => value === 0)).toBe(true);
  });
});

describe("the admin report as the database computes it (public.relatorio_admin)", () => {
  const row = {
    periodo: "month",
    inicio: "2030-05-21",
    fim: "2030-06-19",
    empresas: { cadastradas: 7, aprovadas: 5, rejeitadas: 1 },
    usuarios: { novos: 12, ativos: 9, recorrentes: 4 },
    receita: { bruta: 1339.45, pedidos_pagos: 10 },
    atividade: { pedidos: 11, cancelados: 1 },
    agrupamento: "day",
    crescimento: { usuarios_ativos: 12.5, pedidos: -3.1, receita: null },
    pontos: [
      {
        inicio: "2030-05-21",
        fim: "2030-05-21",
        empresas: 7,
        usuarios: 12,
        pedidos: 11,
        cancelados: 1,
        receita: 1339.45,
      },
    ],
  };

  it("becomes the period's days, the cards' figures, their growth and the chart's bars", () => {
    expect(adminReportFromRow(row)).toEqual({
      range: { start: "2030-05-21", end: "2030-06-19" },
      figures,
      growth: { activeUsers: 12.5, orders: -3.1, revenue: null },
      bucket: "day",
      points: [
        {
          start: "2030-05-21",
          end: "2030-05-21",
          companies: 7,
          users: 12,
          orders: 11,
          cancelled: 1,
          revenue: 1339.45,
        },
      ],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["a missing card", { ...row, atividade: undefined }],
    ["a negative count", { ...row, usuarios: { ...row.usuarios, novos: -1 } }],
    ["a fraction of an order", { ...row, receita: { bruta: 10, pedidos_pagos: 1.5 } }],
    ["a day that is not a calendar day", { ...row, inicio: "21/05/2030" }],
    ["a chart without bars", { ...row, pontos: [] }],
    ["a growth that is not a number", { ...row, crescimento: { ...row.crescimento, pedidos: "12%" } }],
  ])("refuses %s instead of showing a wrong number", (_why, bad) => {
    expect(() => adminReportFromRow(bad)).toThrow();
  });
});
