"use client";

import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { MARK_READY_DELAY_MS } from "@/lib/areas/company-orders";
import { simulateDelay } from "@/lib/areas/simulate";

/** spec 4: 'Marcar Pronto' waits 800 ms, then only notifies; the order keeps its status. */
export function MarkReadyButton({ customer }: { customer: string }) {
  const t = useTranslations("companyDashboard");
  const [pending, setPending] = useState(false);

  async function markReady() {
    setPending(true);
    await simulateDelay(MARK_READY_DELAY_MS);
    setPending(false);
    toast.success(t("markedReadyTitle"), { description: t("markedReadyDescription") });
  }

  return (
    <Button size="sm" onClick={markReady} disabled={pending} aria-label={t("markReadyOf", { customer })}>
      {pending ? <Spinner label={t("markingReady")} /> : <CircleCheck aria-hidden="true" />}
      {t("markReady")}
    </Button>
  );
}
