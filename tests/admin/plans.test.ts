import { describe, expect, it } from "vitest";

import { plans } from "@/fixtures/plans";
import { applyPlanChange, filterPlans, planLimits, planSummary, type PlanFilter } from "@/lib/admin/plans";
import { formatMoney } from "@/lib/format";

const byName = (type: "company" | "advertiser", name: string) =>
  plans.find((plan) => plan.type === type && plan.name === name)!;

describe("plans filter by type (product.md §2 Planos)", () => {
  it.each<[PlanFilter, string[]]>([
    ["all", ["Gratuito", "Básico", "Premium", "Anúncio Básico", "Premium", "Empresarial"]],
    ["company", ["Gratuito", "Básico", "Premium"]],
    ["advertiser", ["Anúncio Básico", "Premium", "Empresarial"]],
  ])("%s lists %j, each type by priority", (filter, names) => {
    expect(filterPlans(plans, filter).map((plan) => plan.name)).toEqual(names);
  });
});

describe("plan figures (product.md §9)", () => {
  it.each<[string, "company" | "advertiser", string, string, Record<string, number | "Ilimitado">]>([
    ["Gratuito", "company", "Gratuito", "R$ 0,00", { products: 10, images: 20 }],
    ["Básico", "company", "Básico", "R$ 29,90", { products: 50, images: 100 }],
    ["Premium", "company", "Premium", "R$ 79,90", { products: "Ilimitado", images: "Ilimitado" }],
    ["Anúncio Básico", "advertiser", "Anúncio Básico", "R$ 19,90", { ads: 5, impressions: 1000 }],
    ["Premium (anunciante)", "advertiser", "Premium", "R$ 49,90", { ads: 15, impressions: 5000 }],
    ["Empresarial", "advertiser", "Empresarial", "R$ 99,90", { ads: "Ilimitado", impressions: "Ilimitado" }],
  ])("%s: price and limits, -1 read as 'Ilimitado'", (_label, type, name, price, limits) => {
    const plan = byName(type, name);
    expect(formatMoney(plan.price)).toBe(price);
    const shown = Object.fromEntries(
      planLimits(plan).map((limit) => [limit.key, limit.unlimited ? "Ilimitado" : limit.value]),
    );
    expect(shown).toMatchObject(limits);
  });

  it("priorities run 1 to 3 within each type", () => {
    for (const type of ["company", "advertiser"] as const) {
      expect(filterPlans(plans, type).map((plan) => plan.priority)).toEqual([1, 2, 3]);
    }
  });
});

describe("the plans summary counts the same list the cards show", () => {
  it("counts the plans of each type and those for sale", () => {
    expect(planSummary(plans)).toEqual({
      company: { total: 3, active: 3 },
      advertiser: { total: 3, active: 3 },
    });
    const off = applyPlanChange(plans, { id: byName("advertiser", "Empresarial").id, status: "inactive" });
    expect(planSummary(off)).toEqual({
      company: { total: 3, active: 3 },
      advertiser: { total: 3, active: 2 },
    });
    expect(planSummary([])).toEqual({
      company: { total: 0, active: 0 },
      advertiser: { total: 0, active: 0 },
    });
  });

  it("changes only the toggled plan's status", () => {
    const id = byName("company", "Básico").id;
    const changed = applyPlanChange(plans, { id, status: "inactive" });
    expect(changed.filter((plan) => plan.status === "inactive").map((plan) => plan.id)).toEqual([id]);
    expect(plans.every((plan) => plan.status === "active")).toBe(true);
  });
});
