"use client";

import { useTranslations } from "next-intl";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { toast } from "@/components/ui/toast";

import { PlainButton } from "@/components/ui/plain-button";

import { shareOrCopy } from "./share";

/** Shares the page (Web Share API) or copies its link with the toast 'Link copiado!'. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const t = useTranslations("share");

  async function onShare() {
    // The address the visitor actually uses, so a copied link works wherever the site is served.
    const url = new URL(path, window.location.origin).toString();
    const outcome = await shareOrCopy({ title, text: t("text", { name: title }), url }, navigator);
    if (outcome === "copied") toast.success(t("copied"));
    else if (outcome === "failed") toast.error(t("failed"));
  }

  return (
    <PlainButton variant="outline" onClick={() => void onShare()}>
      <SpriteIcon name="share-2" />
      {t("button")}
    </PlainButton>
  );
}
