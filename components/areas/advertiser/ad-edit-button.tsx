"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { AdForm } from "@/components/areas/advertiser/ad-form";
import { Button } from "@/components/ui/button";
import type { Ad } from "@/lib/advertiser/types";

type AdEditButtonProps = {
  ad: Pick<Ad, "id" | "campaignId" | "title" | "description" | "image" | "url" | "status">;
  campaigns: readonly { id: string; name: string }[];
};

/** 'Editar' of an ad: its texts, picture, address, and whether it runs. */
export function AdEditButton({ ad, campaigns }: AdEditButtonProps) {
  const t = useTranslations("advertiserAds");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => setOpen(true)}
        aria-label={t("editOf", { title: ad.title })}
      >
        <Pencil aria-hidden="true" />
        {t("edit")}
      </Button>
      <AdForm
        open={open}
        onOpenChange={setOpen}
        campaigns={campaigns}
        ad={{ id: ad.id, active: ad.status === "active" }}
        initial={{
          campaignId: ad.campaignId,
          title: ad.title,
          description: ad.description,
          image: ad.image ?? "",
          url: ad.url,
        }}
      />
    </>
  );
}
