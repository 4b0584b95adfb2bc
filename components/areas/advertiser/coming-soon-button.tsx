"use client";

import { useTranslations } from "next-intl";

import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

export type ComingSoonFeature = "changePlan";

type ComingSoonButtonProps = Omit<ButtonProps, "onClick"> & { feature: ComingSoonFeature };

/** A billing button with no payment provider behind it yet: it says so instead of pretending. */
export function ComingSoonButton({ feature, ...props }: ComingSoonButtonProps) {
  const t = useTranslations("advertiserCommon.comingSoon");
  return <Button {...props} onClick={() => toast.info(t("title"), { description: t(feature) })} />;
}
