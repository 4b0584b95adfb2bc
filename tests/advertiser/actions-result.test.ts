import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";

type Catalogue = Record<string, unknown>;

function lookup(namespace: string, key: string): string {
  let node: unknown = messages as Catalogue;
  for (const part of `${namespace}.${key}`.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${namespace}.${key}`);
  return node;
}

const db = vi.hoisted(() => ({
  insertCampaign: vi.fn(),
  changeCampaignStatus: vi.fn(),
  insertAd: vi.fn(),
  campaign: null as { status: string; startDate: string } | null,
  ads: { campaigns: [] as { id: string }[], canAdd: true },
}));
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ refresh: vi.fn() }));
vi.mock("@/lib/server/expire-tags", () => ({ expireTags: vi.fn() }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(namespace, key),
}));
vi.mock("@/lib/data/access", () => ({ requireAccountType: async () => ({ id: "anunciante" }) }));
vi.mock("@/lib/data/ad-slot", () => ({ ELIGIBLE_ADS_TAG: "anuncios" }));
vi.mock("@/lib/data/advertiser", () => ({
  advertiserToday: () => "2026-11-26",
  getAdvertiserCampaign: async () => db.campaign,
  getAdvertiserAds: async () => db.ads,
}));
vi.mock("@/lib/advertiser/campaign-writes", () => ({
  insertCampaign: db.insertCampaign,
  updateCampaign: vi.fn(),
  changeCampaignStatus: db.changeCampaignStatus,
  insertAd: db.insertAd,
  updateAd: vi.fn(),
}));
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: async () => ({}) }));

const { createCampaign, toggleCampaign } = await import("@/lib/advertiser/campaign-actions");
const { createAd } = await import("@/lib/advertiser/ad-actions");

const campaign = {
  name: "Natal",
  budget: "500",
  bid: "0,50",
  startDate: "2026-11-26",
  endDate: "2026-12-25",
};
const C1 = "22222222-2222-4222-8222-222222222222";
const ad = {
  campaignId: C1,
  title: "Pão quentinho",
  description: "Todo dia",
  image: "",
  url: "https://a.example",
};

beforeEach(() => {
  vi.clearAllMocks();
  db.campaign = { status: "active", startDate: "2026-11-01" };
  db.ads = { campaigns: [{ id: C1 }], canAdd: true };
});

describe("the advertiser's saves answer in the one form result, in Portuguese", () => {
  it("a rejected campaign names each field's problem under it, with the form's summary", async () => {
    expect(
      await createCampaign({ ...campaign, budget: "0", startDate: "2026-12-10", endDate: "2026-12-01" }),
    ).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: {
        budget: "Informe um orçamento maior que zero, como 500 ou 1.250,00.",
        endDate: "A data de término deve ser depois da data de início.",
      },
    });
    expect(db.insertCampaign).not.toHaveBeenCalled();
  });

  it("the database's 'starts in the past' lands under the start date", async () => {
    db.insertCampaign.mockResolvedValue({ ok: false, error: "startInPast" });
    expect(await createCampaign(campaign)).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: { startDate: "A campanha não pode começar no passado." },
    });
  });

  it("a saved campaign is a bare success", async () => {
    db.insertCampaign.mockResolvedValue({ ok: true, id: "c2" });
    expect(await createCampaign(campaign)).toEqual({ ok: true });
  });

  it("a finished campaign cannot be toggled: the save error alone", async () => {
    db.campaign = { status: "finished", startDate: "2026-10-01" };
    expect(await toggleCampaign("11111111-1111-4111-8111-111111111111")).toEqual({
      ok: false,
      error: lookup("advertiserCampaigns", "saveErrors.finished"),
    });
    expect(db.changeCampaignStatus).not.toHaveBeenCalled();
  });

  it("an ad past the plan's limit is refused with the plan's message", async () => {
    db.ads = { campaigns: [{ id: C1 }], canAdd: false };
    expect(await createAd(ad)).toEqual({ ok: false, error: "Seu plano não tem mais espaço para anúncios." });
    expect(db.insertAd).not.toHaveBeenCalled();
  });

  it("an ad in a campaign that is not theirs is said under the campaign", async () => {
    expect(await createAd({ ...ad, campaignId: "33333333-3333-4333-8333-333333333333" })).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: { campaignId: "Escolha a campanha do anúncio." },
    });
  });
});
