import { CreditCard, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";

import { PixPayment } from "@/components/orders/pix-payment";
import type { Order } from "@/lib/orders/types";
import { paymentStage } from "@/lib/pix/rules";
import type { PixState } from "@/lib/pix/types";

export type OrderPaymentProps = {
  order: Order;
  /** the Pix charge of an order awaiting a Pix payment: built on the server, or fetched for a local order */
  pix: PixState | undefined;
  onRetryPix?: () => void;
};

/** How the order is paid (product.md D13): the Pix charge while it is awaited, else how and when payment happens. */
export function OrderPayment({ order, pix, onRetryPix }: OrderPaymentProps) {
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
        {stage === "onDelivery" ? t(onPickup ? "onPickup" : "onDelivery") : t(isPix ? "pixTitle" : "title")}
      </h2>
      {stage === "onDelivery" ? (
        <p className="text-sm text-muted-foreground">
          {t(onPickup ? "cardOnPickup" : "cardOnDelivery", {
            card: t(order.paymentMethod === "debit" ? "debit" : "credit"),
          })}
        </p>
      ) : null}
      {stage === "pixPaid" ? <p className="text-sm">{t("paid")}</p> : null}
      {stage === "cancelled" ? <p className="text-sm text-muted-foreground">{t("cancelled")}</p> : null}
      {stage === "pixPending" ? (
        <PixPayment state={pix ?? { status: "error" }} amount={order.total} onRetry={onRetryPix} />
      ) : null}
    </section>
  );
}
