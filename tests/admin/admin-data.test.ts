import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { companyApplications } from "@/fixtures/admin-companies";
import { companyApplicationSchema } from "@/lib/company/types";
import { CATEGORY_IDS } from "@/fixtures/ids";
import type { AccountType, AppUser } from "@/lib/auth/types";
import { getAdminCompanies, getAdministrators, getAdminReportCards } from "@/lib/data/admin";

// relatorio_admin as the Data API answers the signed-in administrator, and what it was asked
const rpc = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    rpc: async (fn: string, args: unknown) => {
      rpc.calls.push([fn, args]);
      return {
        data: {
          periodo: "month",
          inicio: "2030-05-21",
          fim: "2030-06-19",
          empresas: { cadastradas: 3, aprovadas: 2, rejeitadas: 1 },
          usuarios: { novos: 5, ativos: 4, recorrentes: 2 },
          receita: { bruta: 234, pedidos_pagos: 6 },
          atividade: { pedidos: 7, cancelados: 1 },
        },
        error: null,
      };
    },
  }),
}));

const viewer = (type: AccountType): AppUser => ({
  id: "viewer",
  email: `${type}@vitrine.example`,
  name: type,
  type,
  profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null },
});

describe("admin data layer (product.md D10, product.md §6: only admin and superadmin)", () => {
  it.each<AccountType>(["admin", "superadmin"])("%s reads administrators and reports", async (type) => {
    expect(getAdministrators(viewer(type)).length).toBeGreaterThan(0);
    rpc.calls = [];
    const report = await getAdminReportCards(viewer(type), "month");
    expect(rpc.calls).toEqual([["relatorio_admin", { p_periodo: "month" }]]);
    expect(report.range).toEqual({ start: "2030-05-21", end: "2030-06-19" });
    expect(report.cards.map((card) => card.key)).toEqual(["companies", "users", "revenue", "activity"]);
  });

  // the companies are read from lojas as the admin (tests/backend/admin-companies.test.ts); others never get there
  it.each<AccountType>(["cliente", "empresa", "entregador", "anunciante"])("%s is refused", async (type) => {
    expect(() => getAdministrators(viewer(type))).toThrow();
    await expect(getAdminCompanies(viewer(type))).rejects.toThrow();
    rpc.calls = [];
    await expect(getAdminReportCards(viewer(type), "week")).rejects.toThrow();
    expect(rpc.calls).toEqual([]);
  });

  it("hands out copies, so a session's changes never reach the sample data", () => {
    const first = getAdministrators(viewer("admin"));
    first[0]!.name = "Alterado";
    expect(getAdministrators(viewer("admin"))[0]!.name).not.toBe("Alterado");
  });
});

describe("the admin's sample applications (seeded as pending and rejected lojas)", () => {
  it("parse with their schema and use known categories", () => {
    expect(z.array(companyApplicationSchema).parse(companyApplications)).toEqual(companyApplications);
    const categories = new Set<string>(Object.values(CATEGORY_IDS));
    expect(companyApplications.every((company) => categories.has(company.categoryId))).toBe(true);
  });
});
