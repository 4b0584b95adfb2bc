"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { CampaignForm } from "@/components/areas/advertiser/campaign-form";
import { Button, type ButtonProps } from "@/components/ui/button";
import { emptyCampaignForm } from "@/lib/advertiser/campaign-form";
import { addDays } from "@/lib/advertiser/dates";

/** 'Nova campanha': opens the campaign form, starting today and ending in 30 days. */
export function NewCampaignButton({ today, size }: { today: string; size?: ButtonProps["size"] }) {
  const t = useTranslations("advertiserDashboard");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t("newCampaign")}
      </Button>
      <CampaignForm
        open={open}
        onOpenChange={setOpen}
        initial={emptyCampaignForm(today, addDays(today, 30))}
        today={today}
      />
    </>
  );
}
