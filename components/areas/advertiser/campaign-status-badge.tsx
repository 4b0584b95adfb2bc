"use client";

import { useTranslations } from "next-intl";

import { useCampaignStatus } from "@/components/areas/advertiser/campaign-status-store";
import { Badge } from "@/components/ui/badge";
import type { Campaign } from "@/lib/advertiser/types";
import { campaignBadgeTone, campaignStatusKey } from "@/lib/areas/campaigns";

/** product.md §4: Ativa, Pausada, Finalizada, else Desconhecida; follows a pause/activate made this session. */
export function CampaignStatusBadge({ campaign }: { campaign: Pick<Campaign, "id" | "status"> }) {
  const labels = useTranslations("statusLabels.campaign");
  const status = useCampaignStatus(campaign.id, campaign.status);
  return <Badge variant={campaignBadgeTone(status)}>{labels(campaignStatusKey(status))}</Badge>;
}
