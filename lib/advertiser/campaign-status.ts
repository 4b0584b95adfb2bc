import type { CampaignStatus } from "@/lib/advertiser/types";

/**
 * The one home of a campaign's (and an ad's) status: the database's names, the labels' keys, the badge tone
 * and what the pause/activate button does. A campaign past its end date is finished, whatever was stored.
 */

const FROM_DB: Record<string, CampaignStatus> = {
  ativa: "active",
  pausada: "paused",
  finalizada: "finished",
  ativo: "active",
  pausado: "paused",
  finalizado: "finished",
};

/** A status as public.campanhas_do_anunciante / anuncios_do_anunciante answer it; null when unknown. */
export function statusFromDb(status: string): CampaignStatus | null {
  return FROM_DB[status] ?? null;
}

/** The status public.mudar_status_campanha is asked for. */
export const CAMPAIGN_DB_STATUS = { active: "ativa", paused: "pausada" } as const;

export type CampaignStatusKey = CampaignStatus | "unknown";

/** product.md §4: labels Ativa, Pausada, Finalizada, else Desconhecida (keys of statusLabels.campaign). */
export function campaignStatusKey(status: string | null): CampaignStatusKey {
  return status === "active" || status === "paused" || status === "finished" ? status : "unknown";
}

const TONE: Record<CampaignStatusKey, "success" | "secondary" | "outline"> = {
  active: "success",
  paused: "secondary",
  finished: "outline",
  unknown: "outline",
};

export function campaignBadgeTone(status: string | null): "success" | "secondary" | "outline" {
  return TONE[campaignStatusKey(status)];
}

export type CampaignToggle = "pause" | "activate";

/**
 * product.md §4: the button pauses an active campaign and activates a paused one; a finished campaign has
 * ended for good (null: no move), so a new period is a new campaign.
 */
export function campaignToggle(status: CampaignStatus): CampaignToggle | null {
  if (status === "active") return "pause";
  if (status === "paused") return "activate";
  return null;
}

/** The status the button asks for. */
export function toggledStatus(toggle: CampaignToggle): keyof typeof CAMPAIGN_DB_STATUS {
  return toggle === "pause" ? "paused" : "active";
}

/** Share of the budget already spent, 0-100; 0 for a zero budget. */
export function budgetSpentPercent(spent: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.min(100, Math.round((spent / budget) * 100));
}

export const CAMPAIGN_FILTERS = ["all", "active", "paused", "finished"] as const;
export type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];

export function matchesCampaignFilter(status: CampaignStatus, filter: CampaignFilter): boolean {
  return filter === "all" || status === filter;
}

/** The campaigns shown under a status filter, in their original order. */
export function filterCampaigns<T extends { status: CampaignStatus }>(
  campaigns: readonly T[],
  filter: CampaignFilter,
): T[] {
  return campaigns.filter((campaign) => matchesCampaignFilter(campaign.status, filter));
}

/** How many campaigns each filter shows (the counts beside the filter buttons). */
export function campaignFilterCounts(
  campaigns: readonly { status: CampaignStatus }[],
): Record<CampaignFilter, number> {
  const counts: Record<CampaignFilter, number> = { all: 0, active: 0, paused: 0, finished: 0 };
  for (const filter of CAMPAIGN_FILTERS) counts[filter] = filterCampaigns(campaigns, filter).length;
  return counts;
}
