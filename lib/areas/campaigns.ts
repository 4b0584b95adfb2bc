import type { Campaign } from "@/lib/advertiser/types";

export type CampaignStatusKey = Campaign["status"] | "unknown";

const KNOWN: readonly Campaign["status"][] = ["active", "paused", "finished"];

/** product.md §4: campaign labels Ativa, Pausada, Finalizada, else Desconhecida (key into statusLabels.campaign). */
export function campaignStatusKey(status: string): CampaignStatusKey {
  return (KNOWN as readonly string[]).includes(status) ? (status as Campaign["status"]) : "unknown";
}

export type CampaignToggle = "pause" | "activate";

/** product.md §4: the button pauses an active campaign and activates any other. */
export function campaignToggle(status: string): CampaignToggle {
  return status === "active" ? "pause" : "activate";
}

const TONE: Record<CampaignStatusKey, "success" | "secondary" | "outline"> = {
  active: "success",
  paused: "secondary",
  finished: "outline",
  unknown: "outline",
};

export function campaignBadgeTone(status: string): "success" | "secondary" | "outline" {
  return TONE[campaignStatusKey(status)];
}

/** Share of the budget already spent, 0-100; 0 for a zero budget. */
export function budgetSpentPercent(spent: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.min(100, Math.round((spent / budget) * 100));
}
