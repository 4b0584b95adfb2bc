import { describe, expect, it } from "vitest";

import { plans } from "@/fixtures/plans";
import {
  planFormValues,
  planInsertRow,
  planUpdateRow,
  validatePlanForm,
  type PlanFormValues,
} from "@/lib/plans/plan-form";

const basico = plans.find((plan) => plan.tier === "basic")!;
const empresarial = plans.find((plan) => plan.name === "Empresarial")!;
const blank = planFormValues();
const filled: PlanFormValues = {
  ...blank,
  name: "Intermediário",
  description: "Para lojas que já vendem todo dia.",
  price: "49,90",
  features: "Até 30 produtos\n\n  Relatórios de vendas  \n",
  maxProducts: "30",
  maxImages: "1.000",
};

describe("the plan form's values (product.md §3 Plan)", () => {
  it("starts a new plan as an active company plan with nothing typed", () => {
    expect(blank).toMatchObject({
      type: "company",
      name: "",
      price: "",
      active: true,
      maxProductsUnlimited: false,
    });
  });

  it("starts Editar from the plan, -1 as a ticked 'Ilimitado' and the price with a comma", () => {
    expect(planFormValues(basico)).toMatchObject({ price: "29,90", maxProducts: "50", maxImages: "100" });
    expect(planFormValues(empresarial)).toMatchObject({
      type: "advertiser",
      price: "99,90",
      maxAds: "",
      maxAdsUnlimited: true,
      maxImpressionsUnlimited: true,
      maxImagesUnlimited: true,
    });
  });

  it("round-trips every seeded plan through the form unchanged", () => {
    for (const plan of plans) {
      const checked = validatePlanForm(planFormValues(plan));
      expect(checked.ok ? checked.data : checked.fieldErrors).toMatchObject({
        name: plan.name,
        price: plan.price,
        features: plan.features,
        maxImages: plan.maxImages,
        maxProducts: plan.type === "company" ? plan.maxProducts : 0,
        maxAds: plan.maxAds ?? null,
        maxImpressions: plan.maxImpressions ?? null,
        priority: plan.priority,
        active: true,
      });
    }
  });
});

describe("validatePlanForm: what 'Criar plano' and 'Salvar alterações' accept", () => {
  it("reads a Brazilian price, one feature per line and limits with thousands dots", () => {
    const checked = validatePlanForm(filled);
    expect(checked).toMatchObject({
      ok: true,
      data: {
        price: 49.9,
        features: ["Até 30 produtos", "Relatórios de vendas"],
        maxProducts: 30,
        maxImages: 1000,
      },
    });
  });

  it.each<[string, Partial<PlanFormValues>, Record<string, string>]>([
    [
      "a blank name and description",
      { name: " ", description: "" },
      { name: "nameRequired", description: "descriptionRequired" },
    ],
    ["a name of 61 characters", { name: "x".repeat(61) }, { name: "nameTooLong" }],
    ["no price", { price: "" }, { price: "priceRequired" }],
    ["a price in words", { price: "trinta" }, { price: "priceInvalid" }],
    ["three decimals", { price: "9,999" }, { price: "priceCents" }],
    ["R$ 100.000,00", { price: "100.000,00" }, { price: "priceTooHigh" }],
    ["no features", { features: " \n \n" }, { features: "featuresRequired" }],
    [
      "13 features",
      { features: Array.from({ length: 13 }, (_, i) => `Recurso ${i}`).join("\n") },
      { features: "featuresTooMany" },
    ],
    ["a feature of 81 characters", { features: "x".repeat(81) }, { features: "featureTooLong" }],
    ["a blank limit", { maxProducts: "" }, { maxProducts: "limitRequired" }],
    ["a negative limit", { maxImages: "-5" }, { maxImages: "limitInvalid" }],
    ["a fractional limit", { maxImages: "2,5" }, { maxImages: "limitInvalid" }],
    ["a colour in words", { color: "azul" }, { color: "colorInvalid" }],
    ["priority 4", { priority: "4" }, { priority: "priorityInvalid" }],
  ])("refuses %s, each field with its own message", (_label, change, fieldErrors) => {
    expect(validatePlanForm({ ...filled, ...change })).toEqual({ ok: false, fieldErrors });
  });

  it("asks an advertiser plan for ads and impressions, never for products", () => {
    const advertiser = {
      ...filled,
      type: "advertiser" as const,
      maxProducts: "",
      maxAds: "",
      maxImpressionsUnlimited: true,
    };
    expect(validatePlanForm(advertiser)).toEqual({ ok: false, fieldErrors: { maxAds: "limitRequired" } });
    const checked = validatePlanForm({ ...advertiser, maxAds: "8" });
    expect(checked).toMatchObject({ ok: true, data: { maxProducts: 0, maxAds: 8, maxImpressions: -1 } });
  });

  it("ticks 'Ilimitado' into -1 whatever the box holds", () => {
    const checked = validatePlanForm({ ...filled, maxProducts: "abc", maxProductsUnlimited: true });
    expect(checked).toMatchObject({ ok: true, data: { maxProducts: -1 } });
  });

  it("refuses a name another plan of the same type has, not one of the other type", () => {
    expect(validatePlanForm({ ...filled, name: " básico " }, plans)).toEqual({
      ok: false,
      fieldErrors: { name: "nameTaken" },
    });
    expect(validatePlanForm({ ...filled, name: "Empresarial" }, plans).ok).toBe(true);
  });
});

describe("the planos columns a save writes", () => {
  it("writes the database's words, and the type only when creating", () => {
    const checked = validatePlanForm({ ...filled, support: "priority", color: "#1565c0" });
    if (!checked.ok) throw new Error("expected a valid form");
    expect(planInsertRow(checked.data)).toEqual({
      tipo: "empresa",
      nome: "Intermediário",
      descricao: "Para lojas que já vendem todo dia.",
      preco: 49.9,
      recursos: ["Até 30 produtos", "Relatórios de vendas"],
      max_produtos: 30,
      max_imagens: 1000,
      max_anuncios: null,
      max_impressoes: null,
      destaque: false,
      prioridade: 1,
      relatorios: false,
      suporte: "prioritario",
      cor: "#1565C0",
      ativo: true,
    });
    expect(planUpdateRow(checked.data)).not.toHaveProperty("tipo");
  });
});
