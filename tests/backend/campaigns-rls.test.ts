import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ads as sampleAds, campaigns as sampleCampaigns } from "@/fixtures/advertiser";
import { DEMO_USER_IDS } from "@/fixtures/ids";
import { addDays } from "@/lib/advertiser/dates";
import { saoPauloDay } from "@/lib/time/sao-paulo";
import { campaignFromRow } from "@/lib/advertiser/rows";
import {
  changeCampaignStatus,
  insertAd,
  insertCampaign,
  updateAd,
  updateCampaign,
} from "@/lib/advertiser/campaign-writes";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, uniqueEmail, type Client } from "./helpers";

// Campaigns and ads through supabase-js and the Data API, as the demo anunciante, another anunciante and an
// admin, with the app's own write functions (the SQL suite, sql-campanhas.ts, proves the rules one by one).

const today = saoPauloDay(new Date());
const draft = (name: string) => ({
  name,
  budget: 300,
  bid: 0.4,
  startDate: today,
  endDate: addDays(today, 20),
});
const adDraft = (campaignId: string, title: string) => ({
  campaignId,
  title,
  description: "Texto do anúncio",
  image: null,
  url: "https://outra-marca.example/oferta",
});

let backend: EmbeddedBackend;
let anon: Client;
let service: Client;
let demo: Client;
let other: Client;
let admin: Client;
let otherCampaign: string;

beforeAll(async () => {
  backend = await startMemoryBackend();
  anon = client(backend);
  service = client(backend, backend.secretKey);
  demo = (await signedIn(backend, "anunciante@vitrine.example")).supabase;
  admin = (await signedIn(backend, "admin@vitrine.example")).supabase;
  // a second advertiser: signed up now, made an anunciante by the service role
  const email = uniqueEmail("anunciante");
  const { data, error } = await client(backend).auth.signUp({ email, password: "segredo123" });
  if (error || !data.user) throw error ?? new Error("no user");
  await service
    .from("perfis")
    .update({ tipo_conta: "anunciante" })
    .eq("user_id", data.user.id)
    .throwOnError();
  other = (await signedIn(backend, email, "segredo123")).supabase;
  const created = await insertCampaign(other, draft("Campanha da outra marca"));
  if (!created.ok) throw new Error(created.error);
  otherCampaign = created.id;
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("campaigns and ads through the Data API (RLS)", () => {
  it("the demo anunciante reads its own seeded campaigns with their figures, and none of another advertiser's", async () => {
    const { data, error } = await demo.rpc("campanhas_do_anunciante");
    expect(error).toBeNull();
    const campaigns = (data ?? []).map(campaignFromRow);
    expect(campaigns.map((c) => c.name).sort()).toEqual(sampleCampaigns.map((c) => c.name).sort());
    expect(Object.fromEntries(campaigns.map((c) => [c.name, c.status]))).toEqual({
      "Black Friday do Delivery": "active",
      "Almoço Executivo no Centro": "paused",
      "Festival de Inverno": "finished",
    });
    for (const campaign of campaigns) expect(campaign.spent).toBeLessThanOrEqual(campaign.budget);
    const table = await demo.from("campanhas").select("id");
    expect(table.data?.map((row) => row.id)).not.toContain(otherCampaign);
  });

  it("another anunciante cannot read, edit, pause or add ads to the demo's campaigns", async () => {
    const demoCampaign = sampleCampaigns[0]!.id;
    const read = await other.from("campanhas").select("id").eq("id", demoCampaign);
    expect(read.data).toEqual([]);
    expect(await updateCampaign(other, demoCampaign, draft("Roubada"))).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await changeCampaignStatus(other, demoCampaign, "paused")).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await insertAd(other, adDraft(demoCampaign, "Intruso"))).toEqual({ ok: false, error: "notFound" });
    expect(await updateAd(other, sampleAds[0]!.id, adDraft(demoCampaign, "Intruso"), false)).toEqual({
      ok: false,
      error: "notFound",
    });
    const ads = await other.from("anuncios").select("id");
    expect(ads.data).toEqual([]);
  });

  it("an admin reads every advertiser's campaigns but moves none", async () => {
    const { data } = await admin.from("campanhas").select("id, anunciante_id");
    const owners = new Set(data?.map((row) => row.anunciante_id));
    expect(owners.has(DEMO_USER_IDS.anunciante)).toBe(true);
    expect(data?.map((row) => row.id)).toContain(otherCampaign);
    expect(await changeCampaignStatus(admin, otherCampaign, "paused")).toEqual({
      ok: false,
      error: "notFound",
    });
  });

  it("a visitor reads no campaign, only the eligible ads, and cannot count", async () => {
    expect((await anon.from("campanhas").select("id")).error).not.toBeNull();
    const eligible = await anon.rpc("anuncios_elegiveis");
    expect(eligible.error).toBeNull();
    // the demo's running campaign shows its two active ads; the paused and finished ones do not
    const titles = (eligible.data ?? []).map((row) => row.titulo);
    expect(titles).toEqual(
      expect.arrayContaining(["Pizza em dobro na sexta", "Frete grátis em toda a Vitrine"]),
    );
    expect(titles).not.toContain("Prato do dia por R$ 24,90");
    expect(titles).not.toContain("Caldos e sopas quentinhos");
    const counted = await anon.rpc("registrar_clique", {
      p_anuncio: sampleAds[0]!.id,
      p_visualizacao: crypto.randomUUID(),
      p_origem: "x",
    });
    expect(counted.error).not.toBeNull();
  });

  it("the advertiser creates, pauses and re-activates a campaign and adds an ad; a finished one stays finished", async () => {
    const created = await insertCampaign(other, draft("Semana do Açaí"));
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : "";
    const ad = await insertAd(other, adDraft(id, "Açaí em dobro"));
    expect(ad.ok).toBe(true);
    expect((await anon.rpc("anuncios_elegiveis")).data?.map((row) => row.titulo)).toContain("Açaí em dobro");
    expect(await changeCampaignStatus(other, id, "paused")).toEqual({ ok: true, id });
    expect((await anon.rpc("anuncios_elegiveis")).data?.map((row) => row.titulo)).not.toContain(
      "Açaí em dobro",
    );
    expect(await changeCampaignStatus(other, id, "active")).toEqual({ ok: true, id });

    const past = await insertCampaign(other, { ...draft("Ontem"), startDate: addDays(today, -1) });
    expect(past).toEqual({ ok: false, error: "startInPast" });
    const festival = sampleCampaigns.find((c) => c.name === "Festival de Inverno")!;
    expect(await changeCampaignStatus(demo, festival.id, "active")).toEqual({ ok: false, error: "finished" });
  });
});
