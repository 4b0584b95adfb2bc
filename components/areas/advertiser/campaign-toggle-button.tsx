"use client";

import { Pause, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { setCampaignStatus, useCampaignStatus } from "@/components/areas/advertiser/campaign-status-store";
import { Button } from "@/components/ui/button";
import type { Campaign } from "@/lib/advertiser/types";
import { campaignToggle } from "@/lib/areas/campaigns";
import { nextCampaignStatus } from "@/lib/advertiser/campaign-status";

type CampaignToggleButtonProps = { campaign: Pick<Campaign, "id" | "name" | "status"> };

/**
 * product.md §4: pauses an active campaign and activates any other. The spec keeps nothing; our rule is that
 * the person sees it: the status changes for the session (dashboard and campaigns page), with a toast.
 */
export function CampaignToggleButton({ campaign }: CampaignToggleButtonProps) {
  const t = useTranslations("advertiserDashboard");
  const messages = useTranslations("advertiserCampaigns.toggle");
  const status = useCampaignStatus(campaign.id, campaign.status);
  const action = campaignToggle(status);

  function onToggle() {
    const next = nextCampaignStatus(status);
    setCampaignStatus(campaign.id, next);
    console.log("[anunciante] status da campanha alterado (só nesta sessão)", {
      id: campaign.id,
      from: status,
      to: next,
    });
    toast.success(messages(action === "pause" ? "pausedTitle" : "activatedTitle"), {
      description: messages("description", { name: campaign.name }),
    });
  }

  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onToggle}
      aria-label={t(action === "pause" ? "pauseOf" : "activateOf", { name: campaign.name })}
    >
      {action === "pause" ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      {t(action)}
    </Button>
  );
}
