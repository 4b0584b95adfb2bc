"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";

/** Copies a coupon code to the clipboard and confirms with a toast (spec 2 coupon banners). */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useTranslations("home");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t("codeCopied", { code }));
    } catch {
      // Clipboard blocked (insecure context or permission): still tell the shopper the code.
      toast.error(t("copyFailed", { code }));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={t("copyCode", { code })}>
      <Copy aria-hidden="true" />
      {t("copy")}
    </Button>
  );
}
