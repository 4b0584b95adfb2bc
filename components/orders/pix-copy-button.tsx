"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/clipboard";

/**
 * Copies the Pix 'copia e cola'. Not the coupons' CopyCodeButton: its label and toast spell the code out,
 * and a BR Code is about 150 characters a screen reader would read in full.
 */
export function PixCopyButton({ code }: { code: string }) {
  const t = useTranslations("orderPayment");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      toast.success(t("copiedToast"));
    } else toast.error(t("copyFailed"));
  };
  return (
    <Button onClick={copy} className="w-full sm:w-fit">
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? t("copied") : t("copy")}
    </Button>
  );
}
