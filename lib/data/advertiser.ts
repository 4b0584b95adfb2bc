import "server-only";

import { cache } from "react";

import type { Plan } from "@/lib/admin/types";
import {
  adsInUse,
  canAddAd,
  planUsageRows,
  planFeeFor,
  statementOf,
  statementStart,
  type Statement,
  type UsageRow,
} from "@/lib/advertiser/billing";
import { saoPauloDay } from "@/lib/time/sao-paulo";
import { isAdEligible } from "@/lib/advertiser/eligibility";
import { metricsOf, sumFigures } from "@/lib/advertiser/metrics";
import { periodReportOf, REPORT_PERIODS, type PeriodReport } from "@/lib/advertiser/reports";
import { adFromRow, campaignFromRow } from "@/lib/advertiser/rows";
import type { AdvertiserSettings } from "@/lib/advertiser/settings";
import {
  ADVERTISER_PAYMENT_METHODS,
  type Ad,
  type AdvertiserMetrics,
  type AdvertiserPaymentMethod,
  type Campaign,
} from "@/lib/advertiser/types";
import type { AppUser } from "@/lib/auth/types";
import { getOwnAdvertiserPlan, getPlans } from "@/lib/data/plans";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The advertiser area's one door to its data (supabase/migrations/20250901120400_campanhas.sql), read as
 * the signed-in advertiser: the SQL functions answer only about the caller's own campaigns and ads, and
 * every figure is counted there. Each function takes the user so no other account type gets them; a
 * failed read throws, so the error page says so instead of an empty dashboard.
 */

/** The plan an advertiser without an account row is on (the migration's default). */
const BASIC_ADVERTISER_PLAN_ID = "e3b3e8a9-b938-47eb-8d35-5811ddfd766a";

function assertAdvertiser(user: Pick<AppUser, "type">): void {
  if (user.type !== "anunciante") throw new Error("Advertiser data is only for anunciante accounts.");
}

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao carregar ${what}: ${error.message}`);
}

/** Today as campaigns count it (a São Paulo day). */
export function advertiserToday(): string {
  return saoPauloDay(new Date());
}

/** The caller's campaigns with their figures, newest first (one read per request). */
const readCampaigns = cache(async (): Promise<Campaign[]> => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("campanhas_do_anunciante");
  if (error) failed("as campanhas", error);
  return (data ?? []).map(campaignFromRow);
});

/** The caller's ads with their figures and campaign, newest first (one read per request). */
const readAds = cache(async (): Promise<Ad[]> => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("anuncios_do_anunciante");
  if (error) failed("os anúncios", error);
  return (data ?? []).map(adFromRow);
});

/** The account row (plan and contact details), or null before the advertiser saved anything. */
const readAccount = cache(async (userId: string) => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("anunciantes")
    .select("plano_id, empresa, contato, telefone, site, notificacoes, forma_pagamento")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) failed("a conta do anunciante", error);
  return data;
});

/** The advertiser's plan, for sale or not (an off-sale plan's limits and fee still hold); null only if unreadable. */
export async function getAdvertiserPlan(user: Pick<AppUser, "id" | "type">): Promise<Plan | null> {
  assertAdvertiser(user);
  const account = await readAccount(user.id);
  return (await getOwnAdvertiserPlan(account?.plano_id ?? BASIC_ADVERTISER_PLAN_ID)) ?? null;
}

export type AdvertiserDashboardData = {
  /** the totals of `campaigns`, so every card agrees with the list beside it */
  metrics: AdvertiserMetrics;
  activeCampaigns: number;
  campaigns: Campaign[];
  ads: Ad[];
  today: string;
};

export async function getAdvertiserDashboard(user: Pick<AppUser, "type">): Promise<AdvertiserDashboardData> {
  assertAdvertiser(user);
  const [campaigns, ads] = await Promise.all([readCampaigns(), readAds()]);
  return {
    metrics: metricsOf(sumFigures(campaigns)),
    activeCampaigns: campaigns.filter((campaign) => campaign.status === "active").length,
    campaigns,
    ads,
    today: advertiserToday(),
  };
}

export async function getAdvertiserCampaigns(
  user: Pick<AppUser, "type">,
): Promise<{ campaigns: Campaign[]; today: string }> {
  assertAdvertiser(user);
  return { campaigns: await readCampaigns(), today: advertiserToday() };
}

/** One of the caller's campaigns (RLS: another advertiser's is not found). */
export async function getAdvertiserCampaign(
  user: Pick<AppUser, "type">,
  id: string,
): Promise<Campaign | null> {
  assertAdvertiser(user);
  return (await readCampaigns()).find((campaign) => campaign.id === id) ?? null;
}

export type AdvertiserAdsData = {
  ads: Ad[];
  /** the campaigns an ad may be added to: not finished */
  campaigns: Pick<Campaign, "id" | "name">[];
  /** the plan's maxAds (-1 unlimited; undefined without a plan) and the places in use */
  maxAds: number | undefined;
  inUse: number;
  canAdd: boolean;
};

/** Each ad with whether the home shows it today (its campaign's status, dates and budget). */
function withLive(ads: readonly Ad[], campaigns: readonly Campaign[], today: string): Ad[] {
  const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
  return ads.map((ad) => {
    const campaign = byId.get(ad.campaignId);
    return { ...ad, live: campaign ? isAdEligible(ad, campaign, today) : false };
  });
}

export async function getAdvertiserAds(user: Pick<AppUser, "id" | "type">): Promise<AdvertiserAdsData> {
  assertAdvertiser(user);
  const [ads, campaigns, plan] = await Promise.all([readAds(), readCampaigns(), getAdvertiserPlan(user)]);
  const inUse = adsInUse(ads);
  return {
    ads: withLive(ads, campaigns, advertiserToday()),
    campaigns: campaigns
      .filter((campaign) => campaign.status !== "finished")
      .map((campaign) => ({ id: campaign.id, name: campaign.name })),
    maxAds: plan?.maxAds,
    inUse,
    canAdd: canAddAd(plan?.maxAds, inUse),
  };
}

/** product.md §9 report periods, each with its totals and every day, counted in SQL up to today. */
export async function getAdvertiserReports(
  user: Pick<AppUser, "type">,
): Promise<{ asOf: string; reports: PeriodReport[] }> {
  assertAdvertiser(user);
  const supabase = await createSupabaseServerClient();
  const reports = await Promise.all(
    REPORT_PERIODS.map(async (period) => {
      const { data, error } = await supabase.rpc("relatorio_anunciante", { p_periodo: period });
      if (error) failed("o relatório", error);
      return periodReportOf(period, data);
    }),
  );
  return { asOf: reports[0]?.to ?? advertiserToday(), reports };
}

export type AdvertiserBilling = {
  plan: Plan | null;
  plans: Plan[];
  usage: UsageRow[];
  statement: Statement;
  paymentMethod: AdvertiserPaymentMethod;
};

/** More plan changes than a year of statement could show; the read is bounded all the same. */
const PLAN_CHANGES_LIMIT = 100;

/** The stored payment method; Pix for a row not yet written (the column's default). */
function paymentMethodOf(stored: string | null | undefined): AdvertiserPaymentMethod {
  return ADVERTISER_PAYMENT_METHODS.find((method) => method === stored) ?? "pix";
}

/** The plan in use and its limits, the monthly statement (plan fee + media spent) and the payment method. */
export async function getAdvertiserBilling(user: Pick<AppUser, "id" | "type">): Promise<AdvertiserBilling> {
  assertAdvertiser(user);
  const supabase = await createSupabaseServerClient();
  const today = advertiserToday();
  const [plan, plans, ads, extrato, account, changes] = await Promise.all([
    getAdvertiserPlan(user),
    getPlans("advertiser"),
    readAds(),
    supabase.rpc("extrato_anunciante"),
    readAccount(user.id),
    // only a change after a month the statement shows moves that month's fee: the window's changes do
    supabase
      .from("trocas_plano_anunciante")
      .select("preco_anterior, em")
      .eq("anunciante_id", user.id)
      .gte("em", `${statementStart(today)}T00:00:00-03:00`)
      .order("em")
      .limit(PLAN_CHANGES_LIMIT),
  ]);
  if (extrato.error) failed("o extrato", extrato.error);
  if (changes.error) failed("as trocas de plano", changes.error);
  const months = (extrato.data ?? []).map((row) => ({
    month: row.mes.slice(0, 7),
    impressions: Number(row.impressoes),
    clicks: Number(row.cliques),
    spent: Number(row.gasto),
  }));
  const planChanges = changes.data.map((change) => ({
    month: saoPauloDay(new Date(change.em)).slice(0, 7),
    previousFee: Number(change.preco_anterior),
  }));
  const currentFee = plan?.price ?? 0;
  const statement = statementOf(
    months,
    (month) => planFeeFor(month, planChanges, currentFee),
    today.slice(0, 7),
  );
  return {
    plan,
    plans,
    usage: plan
      ? planUsageRows(plan, { ads: adsInUse(ads), impressions: statement.currentMonth.impressions })
      : [],
    statement,
    // Pix until the advertiser chooses (the column's default); no card is ever stored
    paymentMethod: paymentMethodOf(account?.forma_pagamento),
  };
}

/** The account and notification preferences the settings form starts from; the e-mail is the login's. */
export async function getAdvertiserSettings(
  user: Pick<AppUser, "id" | "type" | "email" | "name">,
): Promise<AdvertiserSettings> {
  assertAdvertiser(user);
  const account = await readAccount(user.id);
  const stored = (account?.notificacoes ?? {}) as Record<string, unknown>;
  return {
    companyName: account?.empresa || user.name,
    contactName: account?.contato ?? "",
    email: user.email,
    phone: account?.telefone ?? "",
    website: account?.site ?? "",
    notifications: {
      weeklyReport: stored.weeklyReport !== false,
      budgetAlerts: stored.budgetAlerts !== false,
      campaignEnd: stored.campaignEnd !== false,
      invoices: stored.invoices !== false,
      tips: stored.tips === true,
    },
  };
}
