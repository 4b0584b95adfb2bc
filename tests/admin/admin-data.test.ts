import { describe, expect, it } from "vitest";
import { z } from "zod";

import { companyApplications } from "@/fixtures/admin-companies";
import { companyApplicationSchema } from "@/lib/company/types";
import { CATEGORY_IDS } from "@/fixtures/ids";
import type { AccountType, AppUser } from "@/lib/auth/types";
import { getAdminCompanies, getAdministrators, getAdminReportCards } from "@/lib/data/admin";

const viewer = (type: AccountType): AppUser => ({
  id: "viewer",
  email: `${type}@vitrine.example`,
  name: type,
  type,
  profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null },
});

describe("admin data layer (product.md D10, product.md §6: only admin and superadmin)", () => {
  it.each<AccountType>(["admin", "superadmin"])("%s reads administrators and reports", (type) => {
    expect(getAdministrators(viewer(type)).length).toBeGreaterThan(0);
    expect(getAdminReportCards(viewer(type), "month")).toHaveLength(4);
  });

  // the companies are read from lojas as the admin (tests/backend/admin-companies.test.ts); others never get there
  it.each<AccountType>(["cliente", "empresa", "entregador", "anunciante"])("%s is refused", async (type) => {
    expect(() => getAdministrators(viewer(type))).toThrow();
    await expect(getAdminCompanies(viewer(type))).rejects.toThrow();
    expect(() => getAdminReportCards(viewer(type), "week")).toThrow();
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
