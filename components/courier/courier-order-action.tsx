"use client";

import { Bike, PackageCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { takeOrder } from "@/lib/courier/take-order-action";
import { changeOrderStatus } from "@/lib/orders/status-action";

export type CourierActionKind = "take" | "deliver";

type CourierOrderActionProps = {
  orderId: string;
  /** 'Pegar pedido' on a ready order, 'Confirmar entrega' on the one the courier carries */
  kind: CourierActionKind;
  code: string;
  customer: string;
};

type Outcome = { ok: true } | { ok: false; error: string };

/**
 * The one big button of a courier's card (a thumb's reach, the whole card wide). Taking goes through
 * public.pegar_pedido, delivering through the status function; either action's refresh brings the card to
 * its next list, and a card someone else took leaves the screen with the message why.
 */
export function CourierOrderAction({ orderId, kind, code, customer }: CourierOrderActionProps) {
  const t = useTranslations("courier");
  const [pending, startTransition] = useTransition();
  // the disabled button renders a tick later: a double tap must still send one request
  const busy = useRef(false);

  function run() {
    if (busy.current) return;
    busy.current = true;
    startTransition(async () => {
      let outcome: Outcome;
      try {
        outcome = kind === "take" ? await takeOrder(orderId) : await changeOrderStatus(orderId, "delivered");
      } catch {
        outcome = { ok: false, error: t("errors.unexpected") };
      }
      busy.current = false;
      if (outcome.ok) {
        const done = kind === "take" ? "taken" : "delivered";
        toast.success(t(`actions.${done}.title`), {
          description: t(`actions.${done}.description`, { customer }),
        });
      } else {
        toast.error(t(kind === "take" ? "errors.title" : "errors.deliverTitle"), {
          description: outcome.error,
        });
      }
    });
  }

  const Icon = kind === "take" ? Bike : PackageCheck;
  return (
    <Button
      size="lg"
      className="h-14 w-full text-lg"
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={t(kind === "take" ? "actions.takeOf" : "actions.deliverOf", { code, customer })}
      onClick={run}
    >
      {pending ? (
        <Spinner
          label={t(kind === "take" ? "actions.taking" : "actions.delivering")}
          className="[&_svg]:size-5"
        />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
      {t(kind === "take" ? "actions.take" : "actions.deliver")}
    </Button>
  );
}
