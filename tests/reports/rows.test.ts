import { describe, expect, it } from "vitest";

import { reportFromRow, statsFromRow } from "@/lib/reports/rows";

const PAO = "00000000-0000-4000-8000-000000000d01";
const LOJA = "00000000-0000-4000-8000-000000000b01";

const estatisticas = {
  pedidos_hoje: 2,
  faturamento_hoje: 50.49,
  tempo_medio_entrega: 30,
  avaliacao: 4.3,
  crescimento_mensal: -12.5,
  total_clientes: 3,
};

const relatorio = {
  periodo: "quarter",
  inicio: "2030-03-22",
  fim: "2030-06-19",
  loja: { id: LOJA, nome: "Padaria Pão Quente" },
  agrupamento: "week",
  receita: 1235,
  pedidos: 8,
  cancelados: 1,
  ticket_medio: 154.38,
  mais_vendidos: [
    {
      produto_id: PAO,
      nome: "Pão",
      quantidade: 63,
      receita: 1065,
      imagem: "/images/products/pao.webp",
      categoria: "Lanches",
    },
    { produto_id: null, nome: "Torta antiga", quantidade: 1, receita: 17.5, imagem: null, categoria: null },
  ],
  pontos: [
    { inicio: "2030-03-22", fim: "2030-03-27", receita: 0, pedidos: 0 },
    { inicio: "2030-06-13", fim: "2030-06-19", receita: 75, pedidos: 3 },
  ],
};

describe("the store's figures as the database computes them (public.estatisticas_loja)", () => {
  it("become the dashboard's six figures", () => {
    expect(statsFromRow(estatisticas)).toEqual({
      todayOrders: 2,
      todayRevenue: 50.49,
      avgDeliveryTime: 30,
      rating: 4.3,
      monthlyGrowth: -12.5,
      totalCustomers: 3,
    });
  });

  it("keep 'nothing to measure' as null: no delivery in 30 days, no sale in the 30 before", () => {
    const stats = statsFromRow({ ...estatisticas, tempo_medio_entrega: null, crescimento_mensal: null });
    expect(stats).toMatchObject({ avgDeliveryTime: null, monthlyGrowth: null });
  });

  it.each<[string, Record<string, unknown>]>([
    ["a missing figure", { ...estatisticas, total_clientes: undefined }],
    ["a negative count", { ...estatisticas, pedidos_hoje: -1 }],
    ["a rating above 5", { ...estatisticas, avaliacao: 7 }],
    ["revenue as text", { ...estatisticas, faturamento_hoje: "50.49" }],
  ])("refuse %s instead of showing a wrong number", (_why, row) => {
    expect(() => statsFromRow(row)).toThrow();
  });
});

describe("a period's report as the database computes it (public.relatorio_loja)", () => {
  it("becomes the report screen's shape: its store, range, totals, best sellers and chart bars", () => {
    expect(reportFromRow(relatorio)).toEqual({
      period: "quarter",
      range: { start: "2030-03-22", end: "2030-06-19" },
      store: { id: LOJA, name: "Padaria Pão Quente" },
      revenue: 1235,
      orders: 8,
      cancelled: 1,
      averageTicket: 154.38,
      bestSellers: [
        {
          productId: PAO,
          name: "Pão",
          quantity: 63,
          revenue: 1065,
          image: "/images/products/pao.webp",
          category: "Lanches",
        },
        // a product no longer in the catalogue: no id, photo or category, its name as sold
        { productId: null, name: "Torta antiga", quantity: 1, revenue: 17.5, image: null, category: null },
      ],
      bucket: "week",
      points: [
        { start: "2030-03-22", end: "2030-03-27", revenue: 0, orders: 0 },
        { start: "2030-06-13", end: "2030-06-19", revenue: 75, orders: 3 },
      ],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["an unknown period", { ...relatorio, periodo: "semana" }],
    ["an unknown bar size", { ...relatorio, agrupamento: "hour" }],
    ["a chart without bars", { ...relatorio, pontos: [] }],
    ["a report without its store", { ...relatorio, loja: null }],
    ["a day that is not a calendar day", { ...relatorio, fim: "19/06/2030" }],
    [
      "a best seller without a name",
      { ...relatorio, mais_vendidos: [{ ...relatorio.mais_vendidos[1], nome: "" }] },
    ],
  ])("refuses %s", (_why, row) => {
    expect(() => reportFromRow(row)).toThrow();
  });
});
