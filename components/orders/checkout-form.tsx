"use client";

import { Bike, ShoppingBag } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { CartSkeleton } from "@/components/cart/cart-skeleton";
import { useCart } from "@/components/cart/cart-provider";
import { CheckoutAddress } from "@/components/orders/checkout-address";
import { CheckoutPayment } from "@/components/orders/checkout-payment";
import { CheckoutSummary } from "@/components/orders/checkout-summary";
import { ChoiceGroup } from "@/components/orders/choice-group";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Customer, PaymentMethod, SavedAddress } from "@/lib/customers/types";
import type { PaymentChoice } from "@/lib/orders/types";
import { useCheckoutSubmit } from "@/components/orders/use-checkout-submit";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";
import { DELIVERY_TYPES, needsCard, summarizeCheckout, type DeliveryType } from "@/lib/orders/checkout";

/** product.md §2 Checkout: delivery or pickup, payment, address, notes and summary; places local orders. */
export function CheckoutForm({
  customer,
  address,
  cards,
}: {
  customer: Customer;
  address: SavedAddress | undefined;
  cards: PaymentMethod[];
}) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const { lines, ready } = useCart();
  const [deliveryType, setDeliveryType] = useState<DeliveryType>("delivery");
  const [payment, setPayment] = useState<PaymentChoice>("credit");
  const [cardId, setCardId] = useState<string | undefined>(undefined);
  const [notes, setNotes] = useState("");
  const submit = useCheckoutSubmit(customer.id, (id) => router.push(`/order/${id}`));

  if (!ready) return <CartSkeleton label={t("loading")} />;
  if (submit.status === "placed") return <CartSkeleton label={t("submitting")} />;
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-16 text-center">
        <h2 className="text-xl font-semibold">{t("emptyCart")}</h2>
        <Button asChild>
          <Link href="/cart">{t("backToCart")}</Link>
        </Button>
      </div>
    );
  }

  const typeCards = cards.filter((card) => card.type === payment);
  // The chosen card if it matches the payment type, else that type's default (cards arrive default first).
  const card = typeCards.find((c) => c.id === cardId) ?? typeCards[0];
  const summaries = {
    delivery: summarizeCheckout(lines, "delivery"),
    pickup: summarizeCheckout(lines, "pickup"),
  };
  const summary = summaries[deliveryType];
  // Each option is priced and timed with the stores' own terms, so the choice shows what it costs.
  const optionHint = (value: DeliveryType) => {
    const { fee, estimate } = summaries[value];
    const feeText = deliveryFeeText(fee, t("free"));
    return estimate ? t("optionHint", { fee: feeText, estimate: t("estimateRange", estimate) }) : feeText;
  };
  const busy = submit.status === "submitting";
  const companies = summary.stores.map((store) => store.company);
  const cardMissing = needsCard(payment) && !card;

  return (
    <form
      className="grid gap-8 lg:grid-cols-[1fr_22rem]"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (cardMissing) return void toast.error(t("cardRequired"));
        void submit.place(lines, { deliveryType, payment, notes });
      }}
    >
      <div className="flex flex-col gap-8">
        <ChoiceGroup<DeliveryType>
          legend={t("deliveryTitle")}
          name="deliveryType"
          value={deliveryType}
          onChange={setDeliveryType}
          disabled={busy}
          choices={DELIVERY_TYPES.map((value) => ({
            value,
            label: t(value),
            icon:
              value === "delivery" ? (
                <Bike aria-hidden="true" className="size-4" />
              ) : (
                <ShoppingBag aria-hidden="true" className="size-4" />
              ),
            hint: optionHint(value),
          }))}
        />
        <CheckoutAddress
          deliveryType={deliveryType}
          address={address ?? customer.address}
          addressLabel={address?.label ?? customer.name}
          companies={companies}
        />
        <CheckoutPayment
          payment={payment}
          onPayment={setPayment}
          cards={typeCards}
          cardId={card?.id}
          onCard={setCardId}
          disabled={busy}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="checkout-notes" className="text-lg font-semibold">
            {t("notes")}
          </Label>
          <Textarea
            id="checkout-notes"
            name="notes"
            value={notes}
            maxLength={500}
            placeholder={t("notesPlaceholder")}
            onChange={(event) => setNotes(event.target.value)}
            disabled={busy}
          />
        </div>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <CheckoutSummary lines={lines} summary={summary} deliveryType={deliveryType}>
          {submit.error ? (
            <p role="alert" className="text-sm text-destructive">
              {submit.error}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={busy || cardMissing}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </CheckoutSummary>
      </div>
    </form>
  );
}
