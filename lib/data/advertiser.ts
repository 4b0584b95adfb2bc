import "server-only";

import { ads, advertiserMetrics, campaigns } from "@/fixtures/advertiser";
import {
  ADVERTISER_PLAN_ID,
  advertiserAccount,
  advertiserInvoices,
  advertiserPaymentMethod,
} from "@/fixtures/advertiser-billing";
import type { AdvertiserInvoice, AdvertiserPaymentMethod } from "@/lib/advertiser/types";
import { ADVERTISER_REPORT_AS_OF, advertiserDailyStats } from "@/fixtures/advertiser-daily";
import type { Ad, AdvertiserMetrics, Campaign } from "@/lib/advertiser/types";
import type { Plan } from "@/lib/admin/types";
import {
  adsInUse,
  impressionsInMonth,
  invoiceSummary,
  planUsageRows,
  type InvoiceSummary,
  type UsageRow,
} from "@/lib/advertiser/billing";
import { periodReport, REPORT_PERIODS, type PeriodReport } from "@/lib/advertiser/reports";
import type { AdvertiserSettings } from "@/lib/advertiser/settings";
import type { AppUser } from "@/lib/auth/types";
import { getPlans } from "@/lib/data/plans";

/**
 * product.md §1: the advertiser screens run on the demo advertiser's (Agência Brilho) sample data, read only
 * through this module. Every function takes the signed-in user so no other account type gets them.
 */
function assertAdvertiser(user: Pick<AppUser, "type">): void {
  if (user.type !== "anunciante") throw new Error("Advertiser data is only for anunciante accounts.");
}

export type AdSummary = Ad & { campaignName: string };

export function getAdvertiserDashboard(user: Pick<AppUser, "type">): {
  metrics: AdvertiserMetrics;
  campaigns: Campaign[];
  ads: Ad[];
} {
  assertAdvertiser(user);
  return { metrics: { ...advertiserMetrics }, campaigns: [...campaigns], ads: [...ads] };
}

export function getAdvertiserCampaigns(user: Pick<AppUser, "type">): Campaign[] {
  assertAdvertiser(user);
  return [...campaigns];
}

/** Ads with the name of their campaign, for the ads grid. */
export function getAdvertiserAds(user: Pick<AppUser, "type">): AdSummary[] {
  assertAdvertiser(user);
  const names = new Map(campaigns.map((campaign) => [campaign.id, campaign.name]));
  return ads.map((ad) => ({ ...ad, campaignName: names.get(ad.campaignId) ?? "" }));
}

/** product.md §9 report periods, each with its six metrics and chart points, up to the last day of data. */
export function getAdvertiserReports(user: Pick<AppUser, "type">): { asOf: string; reports: PeriodReport[] } {
  assertAdvertiser(user);
  const asOf = ADVERTISER_REPORT_AS_OF;
  return { asOf, reports: REPORT_PERIODS.map((period) => periodReport(advertiserDailyStats, asOf, period)) };
}

export type AdvertiserBilling = {
  plan: Plan;
  plans: Plan[];
  usage: UsageRow[];
  invoices: InvoiceSummary<AdvertiserInvoice>;
  paymentMethod: AdvertiserPaymentMethod;
};

/** The current advertiser plan of product.md §9 with its usage, the invoices and the payment method. */
export function getAdvertiserBilling(user: Pick<AppUser, "type">): AdvertiserBilling {
  assertAdvertiser(user);
  const plans = getPlans("advertiser");
  const plan = plans.find((candidate) => candidate.id === ADVERTISER_PLAN_ID);
  if (!plan) throw new Error("fixtures: the advertiser's plan is not an advertiser plan");
  const usage = planUsageRows(plan, {
    ads: adsInUse(ads),
    impressions: impressionsInMonth(advertiserDailyStats, ADVERTISER_REPORT_AS_OF),
  });
  return {
    plan,
    plans,
    usage,
    invoices: invoiceSummary(advertiserInvoices),
    paymentMethod: { ...advertiserPaymentMethod },
  };
}

/** The account and notification preferences the settings form starts from; the e-mail is the login's. */
export function getAdvertiserSettings(user: Pick<AppUser, "type" | "email">): AdvertiserSettings {
  assertAdvertiser(user);
  return {
    ...advertiserAccount,
    email: user.email || advertiserAccount.email,
    notifications: { ...advertiserAccount.notifications },
  };
}
