import { beforeAll, describe, expect, it, vi } from "vitest";

import { plans } from "@/fixtures/plans";
import { defaultTheme } from "@/fixtures/theme";
import { insertPlan, updatePlan } from "@/lib/admin/plan-writes";
import { restoreTheme, updateTheme } from "@/lib/admin/theme-writes";
import { getPlans } from "@/lib/data/plans";
import { getTheme } from "@/lib/data/theme";
import { planFormValues, planInsertRow, planUpdateRow, validatePlanForm } from "@/lib/plans/plan-form";
import { editableTheme } from "@/lib/theme/editor";
import { temaRow } from "@/lib/theme/rows";

import { BOOT_TIMEOUT_MS, signedIn, withAppBackend, type Client } from "./helpers";

// Outside a Next.js render there is no cache scope: the cached reads ask the database every time.
vi.mock("next/cache", () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));

const backend = withAppBackend();
let superadmin: Client;
let cliente: Client;

beforeAll(async () => {
  superadmin = (await signedIn(backend(), "superadmin@vitrine.example")).supabase;
  cliente = (await signedIn(backend(), "cliente@vitrine.example")).supabase;
}, BOOT_TIMEOUT_MS);

const basico = plans.find((plan) => plan.tier === "basic")!;
const formData = (values: Parameters<typeof validatePlanForm>[0]) => {
  const checked = validatePlanForm(values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
  return checked.data;
};

describe("plan writes through supabase-js, read back by the storefront's read (product.md §2 Planos)", () => {
  it("reads the active plans for sale as the seed has them", async () => {
    expect(await getPlans("company")).toEqual(plans.filter((plan) => plan.type === "company"));
  });

  it("saves an edited price and features, and /para-empresas' read shows them", async () => {
    const edited = formData({
      ...planFormValues(basico),
      price: "34,90",
      features: "Até 50 produtos\nSuporte prioritário",
    });
    expect(await updatePlan(superadmin, basico.id, planUpdateRow(edited))).toEqual({
      ok: true,
      id: basico.id,
    });
    const shown = (await getPlans("company")).find((plan) => plan.id === basico.id);
    expect(shown).toMatchObject({
      price: 34.9,
      features: ["Até 50 produtos", "Suporte prioritário"],
      tier: "basic",
    });
    await updatePlan(superadmin, basico.id, planUpdateRow(formData(planFormValues(basico))));
    expect((await getPlans("company")).find((plan) => plan.id === basico.id)).toEqual(basico);
  });

  it("creates a plan, names a duplicate, and a deactivated plan leaves sale", async () => {
    const values = {
      ...planFormValues(),
      type: "advertiser" as const,
      name: "Anúncio Plus",
      description: "Mais alcance.",
      price: "34,90",
      features: "Até 8 anúncios",
      maxAds: "8",
      maxImpressions: "2.000",
      maxImages: "8",
    };
    const created = await insertPlan(superadmin, planInsertRow(formData(values)));
    if (!created.ok) throw new Error(created.error);
    expect((await getPlans("advertiser")).find((plan) => plan.id === created.id)).toMatchObject({
      name: "Anúncio Plus",
      maxAds: 8,
      maxImpressions: 2000,
      status: "active",
    });
    expect(await insertPlan(superadmin, planInsertRow(formData(values)))).toEqual({
      ok: false,
      error: "nameTaken",
    });
    expect(await updatePlan(superadmin, created.id, { ativo: false })).toEqual({ ok: true, id: created.id });
    expect((await getPlans()).some((plan) => plan.id === created.id)).toBe(false);
  });

  it("lets an advertiser whose plan leaves sale still read it (name, fee, limits); a cliente does not", async () => {
    const anunciante = (await signedIn(backend(), "anunciante@vitrine.example")).supabase;
    const empresarial = plans.find((plan) => plan.name === "Empresarial")!; // the demo advertiser's plan
    expect(await updatePlan(superadmin, empresarial.id, { ativo: false })).toEqual({
      ok: true,
      id: empresarial.id,
    });
    try {
      const read = (client: Client) =>
        client
          .from("planos")
          .select("nome, preco, max_anuncios, ativo")
          .eq("id", empresarial.id)
          .maybeSingle();
      expect((await read(anunciante)).data).toEqual({
        nome: "Empresarial",
        preco: empresarial.price,
        max_anuncios: empresarial.maxAds,
        ativo: false,
      });
      expect(await read(cliente)).toMatchObject({ data: null, error: null });
      expect((await getPlans("advertiser")).map((plan) => plan.id)).not.toContain(empresarial.id);
    } finally {
      await updatePlan(superadmin, empresarial.id, { ativo: true });
    }
  });

  it("refuses a cliente's forged calls in the database", async () => {
    expect(await updatePlan(cliente, basico.id, { preco: 1 })).toEqual({ ok: false, error: "notFound" });
    const row = planInsertRow(formData({ ...planFormValues(basico), name: "Pirata" }));
    expect(await insertPlan(cliente, row)).toEqual({ ok: false, error: "forbidden" });
    expect((await getPlans("company")).find((plan) => plan.id === basico.id)?.price).toBe(29.9);
  });
});

describe("theme writes through supabase-js, read back by the root layout's read (product.md §3 Theme)", () => {
  const theme = editableTheme(defaultTheme);

  it("saves a theme an admin chose, and 'Restaurar padrão' brings the default back", async () => {
    expect(await getTheme()).toEqual(defaultTheme);
    const chosen = {
      ...theme,
      primaryColor: "#2e7d32",
      headerStyle: "gradient" as const,
      borderRadius: "0.25rem",
    };
    expect(await updateTheme(superadmin, temaRow(chosen))).toEqual({ ok: true });
    expect(await getTheme()).toEqual({
      ...defaultTheme,
      primaryColor: "#2E7D32",
      headerStyle: "gradient",
      borderRadius: "0.25rem",
    });
    expect(await restoreTheme(superadmin)).toEqual({ ok: true });
    expect(await getTheme()).toEqual(defaultTheme);
  });

  it("changes nothing for a cliente, and says so", async () => {
    expect(await updateTheme(cliente, temaRow({ ...theme, primaryColor: "#000000" }))).toEqual({
      ok: false,
      error: "forbidden",
    });
    expect(await restoreTheme(cliente)).toEqual({ ok: false, error: "forbidden" });
    expect(await getTheme()).toEqual(defaultTheme);
  });
});
