"use client";

import { Bike, ChefHat, CircleCheck, PackageCheck, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";

import { CancelOrderDialog } from "@/components/orders/cancel-order-dialog";
import { PixCheckNote } from "@/components/orders/pix-check-note";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { formFailure } from "@/lib/forms/result";
import { changeOrderStatus, type StatusActionResult } from "@/lib/orders/status-action";
import { doneMessageKey, statusActionsFor, type ForwardActionKey } from "@/lib/orders/status-actions";
import type { OrderRole } from "@/lib/orders/transitions";
import type { DeliveryType, OrderStatus, PaymentChoice } from "@/lib/orders/types";
import { cn } from "@/lib/utils";

const FORWARD_ICONS: Record<ForwardActionKey, LucideIcon> = {
  accept: ChefHat,
  markReady: CircleCheck,
  dispatch: Bike,
  handOver: PackageCheck,
  confirmDelivery: PackageCheck,
};

export type OrderStatusActionsProps = {
  orderId: string;
  status: OrderStatus;
  deliveryType: DeliveryType;
  paymentMethod: PaymentChoice;
  /** the viewer's part in the order */
  role: OrderRole;
  customerName: string;
  /** small buttons in a row (the board's cards); otherwise full-width, with the Pix note */
  compact?: boolean;
  /** after a change succeeded (e.g. where focus goes once the card leaves its tab) */
  onDone?: () => void;
};

/**
 * The status buttons of one order for one viewer: only the moves lib/orders/transitions.ts allows them, saved
 * by the changeOrderStatus server action; its refresh brings the new status to the screen.
 */
export function OrderStatusActions({
  orderId,
  status,
  deliveryType,
  paymentMethod,
  role,
  customerName,
  compact = false,
  onDone,
}: OrderStatusActionsProps) {
  const t = useTranslations("orderActions");
  const actions = statusActionsFor(status, role, deliveryType, paymentMethod);
  const [pending, startTransition] = useTransition();
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  // the disabled button renders a tick later: a double click must still send one request
  const busy = useRef(false);

  function change(to: OrderStatus, reason?: string): Promise<boolean> {
    if (busy.current) return Promise.resolve(false);
    busy.current = true;
    setMoving(to);
    return new Promise((resolve) => {
      startTransition(async () => {
        let result: StatusActionResult;
        try {
          result = await changeOrderStatus(orderId, to, reason);
        } catch {
          result = formFailure(t("errors.unexpected"));
        }
        busy.current = false;
        if (result.ok) {
          // the spinner stays until the refreshed order arrives, when the transition ends
          const key = doneMessageKey(to, deliveryType, role);
          toast.success(t(`done.${key}.title`), { description: t(`done.${key}.description`) });
          onDone?.();
        } else {
          setMoving(null);
          toast.error(t("errorTitle"), { description: result.error });
        }
        resolve(result.ok);
      });
    });
  }

  const busyOn = (to: OrderStatus) => pending && moving === to;
  const { forward, cancel, pixCheck } = actions;
  if (!forward && !cancel && !(pixCheck && !compact)) return null;
  // the store's screens list several customers' orders: its buttons say whose order they move
  const named = role !== "customer";
  const ForwardIcon = forward ? FORWARD_ICONS[forward.key] : null;
  return (
    <div
      role="group"
      aria-label={t("label")}
      className={cn("no-print flex gap-2", compact ? "flex-wrap items-center" : "flex-col")}
    >
      {pixCheck && !compact ? <PixCheckNote withHint /> : null}
      {forward && ForwardIcon ? (
        <Button
          size={compact ? "sm" : "default"}
          disabled={pending}
          aria-busy={busyOn(forward.to) || undefined}
          aria-label={named ? t(`${forward.key}Of`, { customer: customerName }) : undefined}
          onClick={() => void change(forward.to)}
        >
          {busyOn(forward.to) ? <Spinner label={t("pending")} /> : <ForwardIcon aria-hidden="true" />}
          {t(forward.key)}
        </Button>
      ) : null}
      {cancel ? (
        <CancelOrderDialog
          customerName={customerName}
          reasonRequired={cancel.reasonRequired}
          label={t(cancel.key)}
          ariaLabel={named ? t("cancelOf", { customer: customerName }) : undefined}
          compact={compact}
          disabled={pending}
          onConfirm={(reason) => change("cancelled", reason || undefined)}
        />
      ) : null}
    </div>
  );
}
