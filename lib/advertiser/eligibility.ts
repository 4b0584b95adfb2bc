import type { CampaignStatus } from "@/lib/advertiser/types";

type AdState = { status: CampaignStatus };
type CampaignState = {
  status: CampaignStatus;
  startDate: string;
  endDate: string;
  budget: number;
  spent: number;
};

/**
 * The rule public.anuncios_elegiveis applies (supabase/migrations/*_campanhas.sql): an active ad of an
 * active campaign, today (a São Paulo day) within the campaign's dates, with budget left. The advertiser's
 * screens use it to say whether an ad is on the home now.
 */
export function isAdEligible(ad: AdState, campaign: CampaignState, today: string): boolean {
  return (
    ad.status === "active" &&
    campaign.status === "active" &&
    campaign.startDate <= today &&
    today <= campaign.endDate &&
    Math.round(campaign.spent * 100) < Math.round(campaign.budget * 100)
  );
}
