"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { Button, type ButtonProps } from "@/components/ui/button";

export type ComingSoonFeature = "newCampaign" | "editCampaign" | "newAd" | "changePayment" | "changePlan";

type ComingSoonButtonProps = Omit<ButtonProps, "onClick"> & { feature: ComingSoonFeature };

/** A button the spec gives no behaviour (product.md §2: "do nothing"): it says so instead of staying silent. */
export function ComingSoonButton({ feature, ...props }: ComingSoonButtonProps) {
  const t = useTranslations("advertiserCommon.comingSoon");
  function onClick() {
    console.log("[anunciante] ação ainda não disponível", { feature });
    toast.info(t("title"), { description: t(feature) });
  }
  return <Button {...props} onClick={onClick} />;
}
