"use client";

import { CheckCircle2, MessageCircle, Phone, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { MARK_READY_DELAY_MS } from "@/lib/areas/company-orders";
import { companySession, useCompanySession } from "@/lib/company/session-store";
import { simulateDelay } from "@/lib/areas/simulate";
import { telHref, whatsappHref } from "@/lib/orders/links";

export type ContactTarget = { name: string; phone: string; whatsapp?: string };

/** 'Marcar como Pronto' (empresa), 'Entrar em Contato' and 'Imprimir Pedido'; hidden when printing. */
export function OrderActions({
  orderId,
  markReady,
  contact,
}: {
  orderId: string;
  markReady: boolean;
  contact: ContactTarget;
}) {
  const t = useTranslations("orderDetail");
  const [marking, setMarking] = useState(false);
  // The company area's session (dashboard, orders board, this page) holds what was done to the order.
  const outcome = useCompanySession().orders[orderId];
  const state = marking ? "marking" : outcome?.status === "ready" ? "marked" : "idle";

  async function onMarkReady() {
    setMarking(true);
    await simulateDelay(MARK_READY_DELAY_MS);
    console.info("[pedido] marcado como pronto (simulado)", orderId);
    companySession.markReady(orderId);
    setMarking(false);
    toast.success(t("readyTitle"), { description: t("readyBody") });
  }

  return (
    <section aria-label={t("actions")} className="no-print flex flex-col gap-2">
      {markReady && outcome?.status !== "cancelled" ? (
        <Button onClick={onMarkReady} disabled={state !== "idle"} aria-busy={state === "marking"}>
          <CheckCircle2 aria-hidden="true" />
          {state === "marking" ? t("marking") : state === "marked" ? t("markedReady") : t("markReady")}
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <a href={telHref(contact.phone)} title={t("call", { name: contact.name })}>
          <Phone aria-hidden="true" />
          {t("contact")}
        </a>
      </Button>
      {contact.whatsapp ? (
        <Button asChild variant="ghost">
          <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t("whatsapp", { name: contact.name })}
            <span className="sr-only">{t("newWindow")}</span>
          </a>
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {t("print")}
      </Button>
    </section>
  );
}
