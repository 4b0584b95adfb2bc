import { beforeEach, describe, expect, it, vi } from "vitest";

import type { AccountType } from "@/lib/auth/types";
import { getCompanyReport, getCompanyStats } from "@/lib/data/reports";

// The report functions as the Data API answers them, and which ones the data layer called.
const api = vi.hoisted(() => ({
  calls: [] as [string, unknown][],
  answers: {} as Record<string, { data: unknown; error: { code: string; message: string } | null }>,
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    rpc: async (fn: string, args?: unknown) => {
      api.calls.push([fn, args]);
      return api.answers[fn] ?? { data: null, error: { code: "PGRST202", message: "no such function" } };
    },
  }),
}));

const estatisticas = {
  pedidos_hoje: 1,
  faturamento_hoje: 99,
  tempo_medio_entrega: null,
  avaliacao: 3.9,
  crescimento_mensal: null,
  total_clientes: 1,
};
const relatorio = {
  periodo: "week",
  inicio: "2030-06-13",
  fim: "2030-06-19",
  loja: { id: "00000000-0000-4000-8000-000000000b01", nome: "Loja B" },
  agrupamento: "day",
  receita: 99,
  pedidos: 1,
  cancelados: 0,
  ticket_medio: 99,
  mais_vendidos: [],
  pontos: [{ inicio: "2030-06-13", fim: "2030-06-19", receita: 99, pedidos: 1 }],
};
const ok = (data: unknown) => ({ data, error: null });
const refused = { data: null, error: { code: "42501", message: "sem_loja" } };
const user = (type: AccountType) => ({ id: "00000000-0000-4000-8000-000000000a01", type });

beforeEach(() => {
  api.calls = [];
  api.answers = { estatisticas_loja: ok(estatisticas), relatorio_loja: ok(relatorio) };
});

describe("the store's figures come from the database as the signed-in member (lib/data/reports)", () => {
  it.each<AccountType>(["empresa", "entregador"])(
    "a %s gets their store's figures, nulls kept",
    async (type) => {
      expect(await getCompanyStats(user(type))).toEqual({
        todayOrders: 1,
        todayRevenue: 99,
        avgDeliveryTime: null,
        rating: 3.9,
        monthlyGrowth: null,
        totalCustomers: 1,
      });
      expect(api.calls).toEqual([["estatisticas_loja", undefined]]);
    },
  );

  it.each<AccountType>(["cliente", "anunciante", "admin", "superadmin"])(
    "a %s gets no figures and no request is made",
    async (type) => {
      expect(await getCompanyStats(user(type))).toBeNull();
      expect(await getCompanyReport(user(type), "month")).toBeNull();
      expect(api.calls).toEqual([]);
    },
  );

  it("an account without a store (refused by the function) gets null, not an error", async () => {
    api.answers = { estatisticas_loja: refused, relatorio_loja: refused };
    expect(await getCompanyStats(user("entregador"))).toBeNull();
    expect(await getCompanyReport(user("entregador"), "week")).toBeNull();
  });

  it("a failed read throws, so the page shows the error instead of zeros", async () => {
    api.answers.relatorio_loja = { data: null, error: { code: "57014", message: "statement timeout" } };
    await expect(getCompanyReport(user("empresa"), "week")).rejects.toThrow(/statement timeout/);
    api.answers.estatisticas_loja = { data: null, error: { code: "57014", message: "statement timeout" } };
    await expect(getCompanyStats(user("empresa"))).rejects.toThrow(/statement timeout/);
  });

  it("the report asks for the chosen period and carries the store's standing figures", async () => {
    const report = await getCompanyReport(user("empresa"), "week");
    expect(api.calls).toContainEqual(["relatorio_loja", { p_periodo: "week" }]);
    expect(report).toMatchObject({
      period: "week",
      range: { start: "2030-06-13", end: "2030-06-19" },
      revenue: 99,
      stats: { todayRevenue: 99, monthlyGrowth: null },
    });
  });
});
