"use client";

import { MessageCircle, Phone, Printer } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { telHref, whatsappHref } from "@/lib/orders/links";

export type ContactTarget = { name: string; phone: string; whatsapp?: string };

/**
 * 'Entrar em Contato' (the other side of the order: the store, or the customer for the store and its courier)
 * and 'Imprimir Pedido'; hidden when printing. The status changes are components/orders/order-status-actions.tsx.
 */
export function OrderActions({ contact }: { contact: ContactTarget | null }) {
  const t = useTranslations("orderDetail");
  return (
    <section aria-label={t("actions")} className="no-print flex flex-col gap-2">
      {contact ? (
        <Button asChild variant="outline">
          <a href={telHref(contact.phone)} title={t("call", { name: contact.name })}>
            <Phone aria-hidden="true" />
            {t("contact")}
          </a>
        </Button>
      ) : null}
      {contact?.whatsapp ? (
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
