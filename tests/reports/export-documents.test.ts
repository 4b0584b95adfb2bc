import { describe, expect, it } from "vitest";

import { adminReportDocument } from "@/lib/reports/export/admin-document";
import { companyReportDocument } from "@/lib/reports/export/company-document";
import { columnTotals, day, integer, money, reportFileName, text } from "@/lib/reports/export/document";

import { adminReport, companyReport, NOW, translate } from "./report-samples";

const values = (doc: ReturnType<typeof companyReportDocument>, section: number) =>
  doc.sections[section]?.figures.map((figure) => [figure.label, figure.value]);

describe("a store's report as a file (product.md §9 report periods)", () => {
  const doc = companyReportDocument(companyReport, translate, NOW);

  it("names the store and the period in its title and file name, and its São Paulo days", () => {
    expect(doc.title).toBe("Padaria Pão Quente · Relatório de vendas · Última Semana");
    expect(doc.fileName).toBe("relatorio-padaria-pao-quente-semana-2026-11-26");
    expect(doc.range).toBe("De 20/11/2026 a 26/11/2026");
    expect(doc.generated).toBe("Gerado em 26/11/2026 às 14:05 (horário de Brasília)");
  });

  it("holds the page's figures: the period's totals and the store's standing ones", () => {
    expect(values(doc, 0)).toEqual([
      ["Faturamento", money(1234.56)],
      ["Pedidos", integer(3)],
      ["Pedidos cancelados", integer(1)],
      ["Ticket médio", money(411.52)],
    ]);
    expect(values(doc, 1)).toEqual([
      ["Crescimento mensal", { kind: "percent", value: -12.5, digits: 1, signed: true }],
      ["Clientes atendidos", integer(3)],
      ["Avaliação média", { kind: "decimal", value: 4.8, digits: 1 }],
      ["Tempo médio de entrega", text("32 min")],
    ]);
  });

  it("has a row per day of the period, their totals equal to the period's, and the chart of the same days", () => {
    const [days, best] = doc.tables;
    expect(days?.columns).toEqual(["Dia", "Pedidos", "Faturamento"]);
    expect(days?.rows).toHaveLength(7);
    expect(days?.rows[4]).toEqual([day("2026-11-24"), integer(1), money(1000.1)]);
    expect(days?.totals).toEqual([text("Total"), integer(3), money(1234.56)]);
    expect(doc.chart).toMatchObject({ title: "Faturamento por dia", format: "currency" });
    expect(doc.chart.labels).toEqual(["20/11", "21/11", "22/11", "23/11", "24/11", "25/11", "26/11"]);
    expect(best?.rows[1]).toEqual([text("Torta antiga"), text("—"), integer(1), money(17.5)]);
    expect(best?.totals).toBeNull(); // five best sellers are not the period's sales
  });

  it("a week's or a month's bar has its first and last day", () => {
    const quarter = companyReportDocument(
      { ...companyReport, period: "quarter", bucket: "week", points: [companyReport.points[0]!] },
      translate,
      NOW,
    );
    expect(quarter.tables[0]?.columns).toEqual(["De", "Até", "Pedidos", "Faturamento"]);
    expect(quarter.tables[0]?.totals).toEqual([text("Total"), text(""), integer(0), money(0)]);
    expect(quarter.chart.title).toBe("Faturamento por semana");
  });

  it("reads '—' where there is nothing to measure", () => {
    const unmeasured = companyReportDocument(
      { ...companyReport, stats: { ...companyReport.stats, monthlyGrowth: null, avgDeliveryTime: null } },
      translate,
      NOW,
    );
    expect(values(unmeasured, 1)?.[0]?.[1]).toEqual(text("—"));
    expect(values(unmeasured, 1)?.[3]?.[1]).toEqual(text("—"));
  });
});

describe("the marketplace's report as a file (product.md §2 Relatórios)", () => {
  it("the whole report: the four cards, the revenue chart, a row per month whose totals are the cards'", () => {
    const doc = adminReportDocument(adminReport, null, translate, NOW);
    expect(doc.title).toBe("Vitrine · Relatório da plataforma · Último Ano");
    expect(doc.fileName).toBe("relatorio-vitrine-ano-2026-11-26");
    expect(doc.sections.map((section) => section.title)).toEqual([
      "Empresas",
      "Usuários",
      "Receita",
      "Atividade",
    ]);
    const [table] = doc.tables;
    expect(table?.columns).toEqual([
      "De",
      "Até",
      "Empresas cadastradas",
      "Novos usuários",
      "Pedidos pagos",
      "Receita",
      "Pedidos feitos",
      "Cancelados",
    ]);
    expect(table?.totals).toEqual([
      text("Total"),
      text(""),
      integer(3),
      integer(5),
      integer(6),
      money(1500.75),
      integer(7),
      integer(1),
    ]);
    expect(doc.chart).toMatchObject({
      title: "Receita por mês",
      labels: ["nov/25", "dez/25", "nov/26"],
      values: [500.25, 900.5, 100],
    });
  });

  it("one card: its figures with the growth over the days before, its own columns and chart", () => {
    const doc = adminReportDocument(adminReport, "activity", translate, NOW);
    expect(doc.title).toBe("Vitrine · Relatório de Atividade · Último Ano");
    expect(doc.fileName).toBe("relatorio-vitrine-atividade-ano-2026-11-26");
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]?.figures[0]).toEqual({
      label: "Pedidos feitos",
      value: integer(7),
      hint: "Sem movimento nos 365 dias anteriores para comparar",
    });
    expect(doc.tables[0]?.columns).toEqual(["De", "Até", "Pedidos feitos", "Cancelados"]);
    expect(doc.chart).toMatchObject({
      title: "Pedidos feitos por mês",
      format: "integer",
      values: [2, 4, 1],
    });
    const revenue = adminReportDocument(adminReport, "revenue", translate, NOW);
    expect(revenue.sections[0]?.figures[0]?.hint).toBe("-3,1% sobre os 365 dias anteriores");
    const users = adminReportDocument(adminReport, "users", translate, NOW);
    expect(users.sections[0]?.figures[1]?.hint).toBe("+100% sobre os 365 dias anteriores");
  });
});

describe("the parts every report file shares", () => {
  it.each([
    [
      { subject: "Padaria Pão Quente", period: "month" as const, end: "2026-11-26" },
      "relatorio-padaria-pao-quente-mes-2026-11-26",
    ],
    [
      { subject: "Açaí & Cia.", period: "year" as const, end: "2026-01-31" },
      "relatorio-acai-cia-ano-2026-01-31",
    ],
    [
      { subject: "Vitrine", part: "Usuários", period: "quarter" as const, end: "2026-11-26" },
      "relatorio-vitrine-usuarios-trimestre-2026-11-26",
    ],
  ])("file name of %o is %s", (parts, expected) => {
    expect(reportFileName(parts)).toBe(expected);
  });

  it("totals add money in cents and leave text and day columns empty", () => {
    const rows = [
      [day("2026-11-01"), integer(1), money(0.1)],
      [day("2026-11-02"), integer(2), money(0.2)],
    ];
    expect(columnTotals("Total", rows, 3)).toEqual([text("Total"), integer(3), money(0.3)]);
    expect(columnTotals("Total", [], 2)).toEqual([text("Total"), text("")]);
  });
});
