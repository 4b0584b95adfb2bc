import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { campaignBadgeTone, campaignStatusKey } from "@/lib/advertiser/campaign-status";
import type { CampaignStatus } from "@/lib/advertiser/types";

/** product.md §4: Ativa, Pausada, Finalizada, else Desconhecida (ads: Ativo, Pausado, Finalizado). */
export function CampaignStatusBadge({
  status,
  of = "campaign",
}: {
  status: CampaignStatus;
  of?: "campaign" | "ad";
}) {
  const labels = useTranslations(`statusLabels.${of}`);
  return <Badge variant={campaignBadgeTone(status)}>{labels(campaignStatusKey(status))}</Badge>;
}
