import type { Campaign } from "@/lib/advertiser/types";
import { campaignStatusKey, campaignToggle } from "@/lib/areas/campaigns";

export type CampaignStatus = Campaign["status"];

/** product.md §4: the button pauses an active campaign and activates any other (kept for the session only). */
export function nextCampaignStatus(status: string): CampaignStatus {
  return campaignToggle(status) === "pause" ? "paused" : "active";
}

/** Statuses changed in this session, by campaign id. */
export type CampaignStatusOverrides = Readonly<Record<string, CampaignStatus>>;

/** The campaigns as the person left them: a session change wins over the sample status. */
export function withStatusOverrides<T extends { id: string; status: CampaignStatus }>(
  campaigns: readonly T[],
  overrides: CampaignStatusOverrides,
): T[] {
  return campaigns.map((campaign) => {
    const status = overrides[campaign.id];
    return status && status !== campaign.status ? { ...campaign, status } : campaign;
  });
}

export const CAMPAIGN_FILTERS = ["all", "active", "paused", "finished"] as const;
export type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];

export function matchesCampaignFilter(status: string, filter: CampaignFilter): boolean {
  return filter === "all" || campaignStatusKey(status) === filter;
}

/** The campaigns shown under a status filter, in their original order. */
export function filterCampaigns<T extends { status: string }>(
  campaigns: readonly T[],
  filter: CampaignFilter,
): T[] {
  return campaigns.filter((campaign) => matchesCampaignFilter(campaign.status, filter));
}

/** How many campaigns each filter shows (the counts beside the filter buttons). */
export function campaignFilterCounts(
  campaigns: readonly { status: string }[],
): Record<CampaignFilter, number> {
  const counts: Record<CampaignFilter, number> = { all: 0, active: 0, paused: 0, finished: 0 };
  for (const filter of CAMPAIGN_FILTERS) counts[filter] = filterCampaigns(campaigns, filter).length;
  return counts;
}
