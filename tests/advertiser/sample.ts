import type { Ad, Campaign, CampaignStatus } from "@/lib/advertiser/types";

/** Campaigns and ads as the screens get them, for the component tests. */
export const campaign = (id: string, name: string, status: CampaignStatus): Campaign => ({
  id,
  name,
  status,
  budget: 1000,
  bid: 0.5,
  spent: 250,
  impressions: 10000,
  clicks: 500,
  ctr: 5,
  cpc: 0.5,
  startDate: "2026-11-01",
  endDate: status === "finished" ? "2026-11-20" : "2026-12-31",
});

export const campaigns = [
  campaign("11111111-1111-4111-8111-111111111111", "Inverno", "active"),
  campaign("22222222-2222-4222-8222-222222222222", "Almoço", "paused"),
  campaign("33333333-3333-4333-8333-333333333333", "Verão", "finished"),
];

export const ad = (id: string, title: string, status: CampaignStatus, image: string | null = null): Ad => ({
  id,
  campaignId: campaigns[0]!.id,
  campaignName: campaigns[0]!.name,
  title,
  description: "Peça já na Vitrine.",
  image,
  url: "https://marca.example/oferta",
  status,
  impressions: 2000,
  clicks: 60,
  spent: 30,
  ctr: 3,
  cpc: 0.5,
});

/** The São Paulo day the samples are judged on. */
export const TODAY = "2026-11-26";
