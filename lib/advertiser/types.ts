import { z } from "zod";

import { ADVERTISER_NOTIFICATION_KEYS } from "@/lib/advertiser/notifications";

/** The advertiser area's shapes: campaigns, ads, their figures and the account. */

/** product.md §4: Ativa, Pausada, Finalizada (past its end date). */
export type CampaignStatus = "active" | "paused" | "finished";

/** The figures every campaign, ad, period and the whole account share (product.md §3 Advertiser metrics). */
export type Figures = { impressions: number; clicks: number; spent: number };

/** Figures with what they imply: ctr in percent, cpc the average cost of a click. */
export type AdvertiserMetrics = Figures & { ctr: number; cpc: number };

export type Campaign = AdvertiserMetrics & {
  id: string;
  name: string;
  status: CampaignStatus;
  budget: number;
  /** what one click costs this campaign */
  bid: number;
  startDate: string;
  endDate: string;
};

export type Ad = AdvertiserMetrics & {
  id: string;
  campaignId: string;
  campaignName: string;
  title: string;
  description: string;
  /** one of the Vitrine's ad pictures, or null for a text ad */
  image: string | null;
  url: string;
  status: CampaignStatus;
  /** shown on the home today (lib/advertiser/eligibility.ts); unknown where the screen does not say */
  live?: boolean;
};

/** What the home's banner slot gets of an eligible ad: nothing about its advertiser or its figures. */
export type PublicAd = { id: string; title: string; description: string; image: string | null };

/** How an advertiser pays each month's invoice (anunciantes.forma_pagamento); no card is ever stored. */
export const ADVERTISER_PAYMENT_METHODS = ["pix", "boleto"] as const;
export type AdvertiserPaymentMethod = (typeof ADVERTISER_PAYMENT_METHODS)[number];

export const advertiserAccountSchema = z.object({
  companyName: z.string().min(1),
  contactName: z.string().min(1),
  email: z.email(),
  phone: z.string().min(8),
  website: z.string(),
  notifications: z.record(z.enum(ADVERTISER_NOTIFICATION_KEYS), z.boolean()),
});
export type AdvertiserAccount = z.infer<typeof advertiserAccountSchema>;
