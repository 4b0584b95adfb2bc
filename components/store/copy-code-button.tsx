"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { toast } from "@/components/ui/toast";

import { PlainButton } from "@/components/ui/plain-button";
import { copyText } from "@/lib/clipboard";

/**
 * Copies a coupon code and confirms with a toast: the home's coupon banners, the customer's coupon wallet
 * and the company's coupons (product.md §2, product.md D11). `label` is the visible text ('Copiar' by default).
 */
export function CopyCodeButton({ code, label }: { code: string; label?: string }) {
  const t = useTranslations("home");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      toast.success(t("codeCopied", { code }));
    }
    // Nothing could copy: still tell the shopper the code.
    else toast.error(t("copyFailed", { code }));
  };
  return (
    <PlainButton variant="outline" size="sm" onClick={copy} aria-label={t("copyCode", { code })}>
      <SpriteIcon name={copied ? "check" : "copy"} />
      {label ?? t("copy")}
    </PlainButton>
  );
}
