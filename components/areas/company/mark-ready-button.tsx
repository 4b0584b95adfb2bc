"use client";

import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { MARK_READY_DELAY_MS } from "@/lib/areas/company-orders";
import { simulateDelay } from "@/lib/areas/simulate";
import { companySession } from "@/lib/company/session-store";

type MarkReadyButtonProps = { orderId: string; customer: string; onDone?: () => void };

/** product.md §4: 'Marcar Pronto' waits 800 ms and notifies; the order then reads 'Pronto' for the session (product.md D11). */
export function MarkReadyButton({ orderId, customer, onDone }: MarkReadyButtonProps) {
  const t = useTranslations("companyDashboard");
  const [pending, setPending] = useState(false);

  async function markReady() {
    setPending(true);
    await simulateDelay(MARK_READY_DELAY_MS);
    console.info("company: order marked ready (session only, not persisted)", { orderId });
    setPending(false);
    companySession.markReady(orderId);
    toast.success(t("markedReadyTitle"), { description: t("markedReadyDescription") });
    onDone?.();
  }

  return (
    <Button size="sm" onClick={markReady} disabled={pending} aria-label={t("markReadyOf", { customer })}>
      {pending ? <Spinner label={t("markingReady")} /> : <CircleCheck aria-hidden="true" />}
      {t("markReady")}
    </Button>
  );
}
