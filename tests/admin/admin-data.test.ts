import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { companyApplications } from "@/fixtures/admin-companies";
import { countByTab } from "@/lib/admin/companies";
import { permissionPreset } from "@/lib/admin/permission-presets";
import { companyApplicationSchema } from "@/lib/company/types";
import { CATEGORY_IDS } from "@/fixtures/ids";
import type { AccountType, AppUser } from "@/lib/auth/types";
import { catalogueRows } from "@/supabase/catalogue-seed";
import {
  getAdminCompanies,
  getAdminDashboardSummary,
  getAdministrators,
  getAdminReport,
} from "@/lib/data/admin";

// relatorio_admin and lojas as the Data API answers the signed-in administrator, and what it was asked
const rpc = vi.hoisted(() => ({
  calls: [] as [string, unknown][],
  lojas: [] as unknown[],
  team: [] as unknown[],
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    rpc: async (fn: string, args: unknown) => {
      rpc.calls.push([fn, args]);
      if (fn === "equipe_administrativa") return { data: rpc.team, error: null };
      return {
        data: {
          periodo: "month",
          inicio: "2030-05-21",
          fim: "2030-06-19",
          agrupamento: "day",
          empresas: { cadastradas: 3, aprovadas: 2, rejeitadas: 1 },
          usuarios: { novos: 5, ativos: 4, recorrentes: 2 },
          receita: { bruta: 234, pedidos_pagos: 6 },
          atividade: { pedidos: 7, cancelados: 1 },
          crescimento: { usuarios_ativos: 100, pedidos: null, receita: -12.5 },
          pontos: [
            {
              inicio: "2030-05-21",
              fim: "2030-05-21",
              empresas: 3,
              usuarios: 5,
              pedidos: 7,
              cancelados: 1,
              receita: 234,
            },
          ],
        },
        error: null,
      };
    },
    from: (table: string) => {
      // newest first, bounded (issue 24): the read ends in .limit()
      const query = {
        select: () => query,
        order: () => query,
        limit: async () => {
          rpc.calls.push([table, "select"]);
          return { data: rpc.lojas, error: null };
        },
      };
      return query;
    },
  }),
}));
vi.mock("@/lib/data/categories", () => ({ getCategories: async () => [] }));

const viewer = (type: AccountType): AppUser => ({
  id: "viewer",
  email: `${type}@vitrine.example`,
  name: type,
  type,
  profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null },
});

describe("admin data layer (product.md D10, product.md §6: only admin and superadmin)", () => {
  it.each<AccountType>(["admin", "superadmin"])("%s reads administrators and reports", async (type) => {
    rpc.team = [
      {
        user_id: "f7d23c81-456a-4a48-80b5-931eb3a473d5",
        nome: "Mariana Costa",
        email: "admin@vitrine.example",
        papel: "moderador",
        permissoes: permissionPreset("moderator"),
        created_at: "2026-10-01T12:00:00+00:00",
        ultimo_acesso: null,
      },
    ];
    expect(await getAdministrators(viewer(type))).toEqual([
      {
        id: "f7d23c81-456a-4a48-80b5-931eb3a473d5",
        name: "Mariana Costa",
        email: "admin@vitrine.example",
        role: "moderator",
        permissions: permissionPreset("moderator"),
        createdAt: "2026-10-01T12:00:00.000Z",
      },
    ]);
    rpc.calls = [];
    const report = await getAdminReport(viewer(type), "month");
    expect(rpc.calls).toEqual([["relatorio_admin", { p_periodo: "month" }]]);
    expect(report.range).toEqual({ start: "2030-05-21", end: "2030-06-19" });
    expect(report.cards.map((card) => card.key)).toEqual(["companies", "users", "revenue", "activity"]);
    expect(report.points).toHaveLength(1);
  });

  // the companies are read from lojas as the admin (tests/backend/admin-companies.test.ts); others never get there
  it.each<AccountType>(["cliente", "empresa", "entregador", "anunciante"])("%s is refused", async (type) => {
    await expect(getAdministrators(viewer(type))).rejects.toThrow();
    await expect(getAdminCompanies(viewer(type))).rejects.toThrow();
    rpc.calls = [];
    await expect(getAdminReport(viewer(type), "week")).rejects.toThrow();
    await expect(getAdminDashboardSummary(viewer(type))).rejects.toThrow();
    expect(rpc.calls).toEqual([]);
  });

  it("the dashboard counts the stores as the companies' tabs and the rest as the report's 'Último Mês'", async () => {
    rpc.calls = [];
    const { lojas } = catalogueRows();
    rpc.lojas = lojas;
    const summary = await getAdminDashboardSummary(viewer("admin"));
    const tabs = countByTab(await getAdminCompanies(viewer("admin")));
    expect(summary.companies).toEqual(tabs);
    expect(summary.companies).toMatchObject({
      all: lojas.length,
      pending: lojas.filter((loja) => loja.status === "pendente").length,
    });
    expect(rpc.calls).toContainEqual(["relatorio_admin", { p_periodo: "month" }]);
    expect(summary.month.figures.activity.orders).toBe(7);
    expect(summary.month.growth).toEqual({ activeUsers: 100, orders: null, revenue: -12.5 });
  });
});

describe("the admin's sample applications (seeded as pending and rejected lojas)", () => {
  it("parse with their schema and use known categories", () => {
    expect(z.array(companyApplicationSchema).parse(companyApplications)).toEqual(companyApplications);
    const categories = new Set<string>(Object.values(CATEGORY_IDS));
    expect(companyApplications.every((company) => categories.has(company.categoryId))).toBe(true);
  });
});
