"use client";

import { Banknote, CreditCard, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";

import { ChoiceGroup } from "@/components/orders/choice-group";
import type { PaymentChoice } from "@/lib/orders/types";
import type { PaymentMethod } from "@/lib/customers/types";
import { PAYMENT_CHOICES } from "@/lib/orders/checkout";

const ICONS: Record<PaymentChoice, React.ReactNode> = {
  credit: <CreditCard aria-hidden="true" className="size-4" />,
  debit: <Banknote aria-hidden="true" className="size-4" />,
  pix: <QrCode aria-hidden="true" className="size-4" />,
};

/** product.md §4: payment credit, debit or pix; card payments pick one of the customer's saved cards. */
export function CheckoutPayment({
  payment,
  onPayment,
  cards,
  cardId,
  onCard,
  disabled,
}: {
  payment: PaymentChoice;
  onPayment(value: PaymentChoice): void;
  /** saved cards of the chosen type */
  cards: PaymentMethod[];
  cardId: string | undefined;
  onCard(id: string): void;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup<PaymentChoice>
        legend={t("paymentTitle")}
        name="payment"
        value={payment}
        onChange={onPayment}
        disabled={disabled}
        choices={PAYMENT_CHOICES.map((value) => ({ value, label: t(value), icon: ICONS[value] }))}
      />
      {payment === "pix" ? (
        <p className="text-sm text-muted-foreground">{t("pixHint")}</p>
      ) : cards.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t("noCards")}
        </p>
      ) : (
        <ChoiceGroup
          legend={t("cardTitle")}
          name="card"
          value={cardId ?? ""}
          onChange={onCard}
          disabled={disabled}
          className="[&_legend]:text-base"
          choices={cards.map((card) => ({
            value: card.id,
            label: t("cardOption", { brand: card.brand, last4: card.last4 }),
            hint: card.label,
          }))}
        />
      )}
    </div>
  );
}
