import { beforeEach, describe, expect, it, vi } from "vitest";

// public.mudar_plano_anunciante as the signed-in advertiser: the rpc answers as each case says.
const calls = vi.hoisted(() => ({
  requireAccountType: vi.fn(),
  rpc: vi.fn(),
  refresh: vi.fn(),
  expireTags: vi.fn(),
}));
vi.mock("next/cache", () => ({ refresh: () => calls.refresh() }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string, values?: Record<string, unknown>) =>
    `${namespace}.${key}${values ? ` ${JSON.stringify(values)}` : ""}`,
}));
vi.mock("@/lib/data/access", () => ({
  requireAccountType: (...types: string[]) => calls.requireAccountType(...types),
}));
vi.mock("@/lib/data/ad-slot", () => ({ ELIGIBLE_ADS_TAG: "anuncios" }));
vi.mock("@/lib/data/plans", () => ({ getPlan: async () => ({ name: "Anúncio Básico" }) }));
vi.mock("@/lib/server/expire-tags", () => ({ expireTags: (tags: string[]) => calls.expireTags(tags) }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ rpc: (...args: unknown[]) => calls.rpc(...args) }),
}));

const { changeAdvertiserPlan } = await import("@/lib/advertiser/plan-actions");
const BASICO = "e3b3e8a9-b938-47eb-8d35-5811ddfd766a";
const errors = "advertiserBilling.changePlan.errors";

beforeEach(() => {
  vi.clearAllMocks();
  calls.requireAccountType.mockResolvedValue({ id: "anunciante", type: "anunciante" });
});

describe("changing the advertiser's plan", () => {
  it("moves the advertiser, expires the home's ad list and refreshes the screen", async () => {
    calls.rpc.mockResolvedValue({ data: "mudou", error: null });
    expect(await changeAdvertiserPlan(BASICO)).toEqual({ ok: true });
    expect(calls.requireAccountType).toHaveBeenCalledWith("anunciante");
    expect(calls.rpc).toHaveBeenCalledWith("mudar_plano_anunciante", { p_plano: BASICO });
    expect(calls.expireTags).toHaveBeenCalledWith(["anuncios"]);
    expect(calls.refresh).toHaveBeenCalledOnce();
  });

  it.each([
    [
      "ads in use over the plan's limit",
      { message: "plano_pequeno", details: "6", hint: "5" },
      `${errors}.tooSmall {"count":6,"max":5,"name":"Anúncio Básico"}`,
    ],
    ["a plan off sale", { message: "plano_indisponivel" }, `${errors}.unavailable`],
    ["anything else", { message: "connection reset" }, `${errors}.failed`],
  ])("says so for %s, and changes nothing on screen", async (_label, error, message) => {
    calls.rpc.mockResolvedValue({ data: null, error });
    expect(await changeAdvertiserPlan(BASICO)).toEqual({ ok: false, error: message });
    expect(calls.expireTags).not.toHaveBeenCalled();
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it("refuses what is not a plan id without asking the database", async () => {
    expect(await changeAdvertiserPlan("premium")).toEqual({ ok: false, error: `${errors}.unavailable` });
    expect(calls.rpc).not.toHaveBeenCalled();
  });
});
