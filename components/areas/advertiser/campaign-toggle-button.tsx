"use client";

import { Loader2, Pause, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { toggleCampaign } from "@/lib/advertiser/campaign-actions";
import { campaignToggle } from "@/lib/advertiser/campaign-status";
import type { Campaign } from "@/lib/advertiser/types";

type CampaignToggleButtonProps = { campaign: Pick<Campaign, "id" | "name" | "status"> };

/**
 * product.md §4: pauses an active campaign and activates a paused one, saved at once (the badge and the
 * home follow). A finished campaign has ended: the button stays, disabled, and says why.
 */
export function CampaignToggleButton({ campaign }: CampaignToggleButtonProps) {
  const t = useTranslations("advertiserDashboard");
  const messages = useTranslations("advertiserCampaigns");
  const [pending, startTransition] = useTransition();
  const action = campaignToggle(campaign.status);

  if (!action) {
    const hintId = `campaign-finished-${campaign.id}`;
    return (
      <>
        <Button size="sm" variant="secondary" disabled aria-describedby={hintId}>
          <Play aria-hidden="true" />
          {t("activate")}
        </Button>
        <span id={hintId} className="sr-only">
          {messages("toggle.finishedHint", { name: campaign.name })}
        </span>
      </>
    );
  }

  function onToggle() {
    startTransition(async () => {
      const result = await toggleCampaign(campaign.id);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(messages(action === "pause" ? "toggle.pausedTitle" : "toggle.activatedTitle"), {
        description: messages(action === "pause" ? "toggle.paused" : "toggle.activated", {
          name: campaign.name,
        }),
      });
    });
  }

  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onToggle}
      disabled={pending}
      aria-label={t(action === "pause" ? "pauseOf" : "activateOf", { name: campaign.name })}
    >
      {pending ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : action === "pause" ? (
        <Pause aria-hidden="true" />
      ) : (
        <Play aria-hidden="true" />
      )}
      {t(action)}
    </Button>
  );
}
