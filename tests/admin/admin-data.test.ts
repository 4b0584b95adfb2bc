import { describe, expect, it } from "vitest";
import { z } from "zod";

import { companyApplications, companyApplicationSchema } from "@/fixtures/admin-companies";
import { CATEGORY_IDS } from "@/fixtures/ids";
import { countByTab } from "@/lib/admin/companies";
import { COMPANY_PAGE_SIZE, pageCount } from "@/lib/admin/pagination";
import type { AccountType, AppUser } from "@/lib/auth/types";
import { getAdminCompanies, getAdministrators, getAdminReportCards } from "@/lib/data/admin";
import { getActiveCompanies, getCompanies } from "@/lib/data/catalog";

const viewer = (type: AccountType): AppUser => ({
  id: "viewer",
  email: `${type}@vitrine.example`,
  name: type,
  type,
  profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null },
});

describe("admin data layer (issue 10, spec 6: only admin and superadmin)", () => {
  it.each<AccountType>(["admin", "superadmin"])("%s reads administrators, companies and reports", (type) => {
    expect(getAdministrators(viewer(type)).length).toBeGreaterThan(0);
    expect(getAdminCompanies(viewer(type)).length).toBeGreaterThan(0);
    expect(getAdminReportCards(viewer(type), "month")).toHaveLength(4);
  });

  it.each<AccountType>(["cliente", "empresa", "entregador", "anunciante"])("%s is refused", (type) => {
    expect(() => getAdministrators(viewer(type))).toThrow();
    expect(() => getAdminCompanies(viewer(type))).toThrow();
    expect(() => getAdminReportCards(viewer(type), "week")).toThrow();
  });

  it("hands out copies, so a session's changes never reach the sample data", () => {
    const first = getAdministrators(viewer("admin"));
    first[0]!.name = "Alterado";
    expect(getAdministrators(viewer("admin"))[0]!.name).not.toBe("Alterado");
  });
});

describe("admin company list: storefront companies plus applications (spec 4)", () => {
  const list = getAdminCompanies(viewer("admin"));

  it("the applications parse with their schema and use known categories", () => {
    expect(z.array(companyApplicationSchema).parse(companyApplications)).toEqual(companyApplications);
    const categories = new Set<string>(Object.values(CATEGORY_IDS));
    expect(companyApplications.every((company) => categories.has(company.categoryId))).toBe(true);
  });

  it("is the union of both, with unique ids and a category name on every row", () => {
    expect(list).toHaveLength(getCompanies().length + companyApplications.length);
    expect(new Set(list.map((company) => company.id)).size).toBe(list.length);
    expect(list.every((company) => company.category.length > 0)).toBe(true);
  });

  it("lists newest first", () => {
    const times = list.map((company) => Date.parse(company.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("has every admin status, and 'Todas' spans at least two pages of 10 (spec 9)", () => {
    const counts = countByTab(list);
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.approved).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
    expect(pageCount(counts.all, COMPANY_PAGE_SIZE)).toBeGreaterThanOrEqual(2);
  });

  it("keeps the applications out of the storefront", () => {
    const storefront = new Set(getActiveCompanies().map((company) => company.id));
    expect(companyApplications.some((company) => storefront.has(company.id))).toBe(false);
    expect(companyApplications.every((company) => company.status === "inactive")).toBe(true);
  });
});
