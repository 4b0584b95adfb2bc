"use client";

import { Banknote, CreditCard, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";

import { ChoiceGroup } from "@/components/orders/choice-group";
import { PAYMENT_CHOICES, type DeliveryType } from "@/lib/orders/checkout";
import type { PaymentChoice } from "@/lib/orders/types";

const ICONS: Record<PaymentChoice, React.ReactNode> = {
  credit: <CreditCard aria-hidden="true" className="size-4" />,
  debit: <Banknote aria-hidden="true" className="size-4" />,
  pix: <QrCode aria-hidden="true" className="size-4" />,
};

/**
 * product.md §3: no card data is ever stored. A card is paid on delivery, on the courier's machine (at the
 * counter for pickup); Pix is paid with the code the order shows.
 */
export function CheckoutPayment({
  payment,
  onPayment,
  deliveryType,
  disabled,
}: {
  payment: PaymentChoice;
  onPayment(value: PaymentChoice): void;
  deliveryType: DeliveryType;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  const cardHint = t(deliveryType === "pickup" ? "cardOnPickup" : "cardOnDelivery");
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup<PaymentChoice>
        legend={t("paymentTitle")}
        name="payment"
        value={payment}
        onChange={onPayment}
        disabled={disabled}
        choices={PAYMENT_CHOICES.map((value) => ({
          value,
          label: t(value),
          icon: ICONS[value],
          hint: value === "pix" ? undefined : cardHint,
        }))}
      />
      {payment === "pix" ? <p className="text-sm text-muted-foreground">{t("pixHint")}</p> : null}
    </div>
  );
}
