import { CreditCard, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";

import { PixPayment } from "@/components/orders/pix-payment";
import type { DeliveryType, Order, PaymentChoice } from "@/lib/orders/types";
import { paymentStage } from "@/lib/pix/rules";
import type { PixState } from "@/lib/pix/types";

/** `orderPayment.method` keys: cards are paid on the courier's machine, or at the counter for a pickup. */
export function paymentMethodKey(method: PaymentChoice, deliveryType: DeliveryType): string {
  if (method === "pix") return "method.pix";
  return `method.${method}${deliveryType === "pickup" ? "Pickup" : "Delivery"}`;
}

export type OrderPaymentProps = {
  order: Pick<Order, "paymentMethod" | "status" | "deliveryType" | "total">;
  /** the Pix charge of an order awaiting its Pix payment, built on the server (lib/pix/charge.ts) */
  pix: PixState | undefined;
};

/** How the order is paid (product.md D13): the Pix charge while it is awaited, else how and when payment happens. */
export function OrderPayment({ order, pix }: OrderPaymentProps) {
  const t = useTranslations("orderPayment");
  const stage = paymentStage(order);
  const isPix = order.paymentMethod === "pix";
  const Icon = isPix ? QrCode : CreditCard;
  const onPickup = order.deliveryType === "pickup";
  return (
    <section
      aria-labelledby="order-payment-title"
      className="flex flex-col gap-3 rounded-lg border p-4 sm:p-6"
    >
      <h2 id="order-payment-title" className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        {stage === "pixPending" ? t("pixTitle") : t("title")}
      </h2>
      {stage === "pixPending" ? null : (
        <p className="text-sm font-medium">{t(paymentMethodKey(order.paymentMethod, order.deliveryType))}</p>
      )}
      {stage === "onDelivery" ? (
        <p className="text-sm text-muted-foreground">{t(onPickup ? "onPickupHint" : "onDeliveryHint")}</p>
      ) : null}
      {stage === "cardPaid" ? (
        <p className="text-sm text-muted-foreground">{t(onPickup ? "paidOnPickup" : "paidOnDelivery")}</p>
      ) : null}
      {stage === "pixPaid" ? <p className="text-sm text-muted-foreground">{t("paid")}</p> : null}
      {stage === "cancelled" ? <p className="text-sm text-muted-foreground">{t("cancelled")}</p> : null}
      {stage === "pixPending" ? <PixPayment state={pix ?? { status: "error" }} amount={order.total} /> : null}
    </section>
  );
}
