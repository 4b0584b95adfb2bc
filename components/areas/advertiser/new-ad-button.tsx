"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { AdForm } from "@/components/areas/advertiser/ad-form";
import { Button } from "@/components/ui/button";

type NewAdButtonProps = {
  campaigns: readonly { id: string; name: string }[];
  /** false when the plan has no free place or there is no campaign to put it in */
  canAdd: boolean;
  /** why it is disabled, read with the button */
  reason?: string;
};

/** 'Novo anúncio': opens the ad form in one of the running or paused campaigns, within the plan's maxAds. */
export function NewAdButton({ campaigns, canAdd, reason }: NewAdButtonProps) {
  const t = useTranslations("advertiserAds");
  const [open, setOpen] = useState(false);
  const enabled = canAdd && campaigns.length > 0;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        onClick={() => setOpen(true)}
        disabled={!enabled}
        aria-describedby={reason ? "new-ad-reason" : undefined}
      >
        <Plus aria-hidden="true" />
        {t("newAd")}
      </Button>
      {reason ? (
        <p id="new-ad-reason" className="text-xs text-muted-foreground">
          {reason}
        </p>
      ) : null}
      <AdForm
        open={open}
        onOpenChange={setOpen}
        campaigns={campaigns}
        initial={{ campaignId: campaigns[0]?.id ?? "", title: "", description: "", image: "", url: "" }}
      />
    </div>
  );
}
