"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { CampaignForm } from "@/components/areas/advertiser/campaign-form";
import { CampaignToggleButton } from "@/components/areas/advertiser/campaign-toggle-button";
import { Button } from "@/components/ui/button";
import { campaignFormValues } from "@/lib/advertiser/campaign-form";
import type { Campaign } from "@/lib/advertiser/types";

type CampaignActionsProps = {
  campaign: Pick<Campaign, "id" | "name" | "status" | "budget" | "bid" | "startDate" | "endDate">;
  today: string;
  className?: string;
};

/** A campaign's 'Editar' (not once it finished) and pause/activate, on its card and its table row. */
export function CampaignActions({ campaign, today, className }: CampaignActionsProps) {
  const t = useTranslations("advertiserDashboard");
  const [editing, setEditing] = useState(false);
  const finished = campaign.status === "finished";
  return (
    <div className={className ?? "flex flex-wrap gap-2"}>
      {finished ? null : (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={t("editOf", { name: campaign.name })}
          >
            <Pencil aria-hidden="true" />
            {t("edit")}
          </Button>
          <CampaignForm
            open={editing}
            onOpenChange={setEditing}
            campaignId={campaign.id}
            initial={campaignFormValues(campaign)}
            today={today}
          />
        </>
      )}
      <CampaignToggleButton campaign={campaign} />
    </div>
  );
}
