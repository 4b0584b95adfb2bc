"use client";

import { CheckCircle2, MessageCircle, Phone, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { telHref, whatsappHref } from "@/lib/orders/links";

/** spec 9: marking ready is simulated with an 800 ms delay and only notifies (spec 4: not persisted). */
export const MARK_READY_DELAY_MS = 800;

export type ContactTarget = { name: string; phone: string; whatsapp?: string };

/** 'Marcar como Pronto' (empresa), 'Entrar em Contato' and 'Imprimir Pedido'; hidden when printing. */
export function OrderActions({ markReady, contact }: { markReady: boolean; contact: ContactTarget }) {
  const t = useTranslations("orderDetail");
  const [state, setState] = useState<"idle" | "marking" | "marked">("idle");

  async function onMarkReady() {
    setState("marking");
    await new Promise((resolve) => setTimeout(resolve, MARK_READY_DELAY_MS));
    console.info("[pedido] marcado como pronto (simulado)");
    setState("marked");
    toast.success(t("readyTitle"), { description: t("readyBody") });
  }

  return (
    <section aria-label={t("actions")} className="no-print flex flex-col gap-2">
      {markReady ? (
        <Button onClick={onMarkReady} disabled={state !== "idle"} aria-busy={state === "marking"}>
          <CheckCircle2 aria-hidden="true" />
          {state === "marking" ? t("marking") : t("markReady")}
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
