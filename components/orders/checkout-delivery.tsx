"use client";

import { Bike, ShoppingBag } from "lucide-react";
import { useTranslations } from "next-intl";

import { ChoiceGroup } from "@/components/orders/choice-group";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { CartLine } from "@/lib/cart/cart-reducer";
import { DELIVERY_TYPES, summarizeCheckout, type DeliveryType } from "@/lib/orders/checkout";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/** 'Como você quer receber?': each option priced and timed with the stores' own terms ('R$ 4,99 · 20-30 min'). */
export function CheckoutDelivery({
  lines,
  value,
  onChange,
  disabled,
}: {
  lines: CartLine[];
  value: DeliveryType;
  onChange(value: DeliveryType): void;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  const hint = (type: DeliveryType) => {
    const { fee, estimate } = summarizeCheckout(lines, type);
    const feeText = deliveryFeeText(fee, t("free"));
    return estimate ? t("optionHint", { fee: feeText, estimate: t("estimateRange", estimate) }) : feeText;
  };
  return (
    <ChoiceGroup<DeliveryType>
      legend={t("deliveryTitle")}
      name="deliveryType"
      value={value}
      onChange={onChange}
      disabled={disabled}
      choices={DELIVERY_TYPES.map((type) => ({
        value: type,
        label: t(type),
        icon:
          type === "delivery" ? (
            <Bike aria-hidden="true" className="size-4" />
          ) : (
            <ShoppingBag aria-hidden="true" className="size-4" />
          ),
        hint: hint(type),
      }))}
    />
  );
}

/** 'Observações': up to 500 characters, as the database keeps them. */
export function CheckoutNotes({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="checkout-notes" className="text-lg font-semibold">
        {t("notes")}
      </Label>
      <Textarea
        id="checkout-notes"
        name="notes"
        value={value}
        maxLength={500}
        placeholder={t("notesPlaceholder")}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </div>
  );
}
