"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { useCart } from "@/components/cart/cart-provider";
import { CartSkeleton } from "@/components/cart/cart-skeleton";
import { CheckoutAddress, NEW_ADDRESS } from "@/components/orders/checkout-address";
import { CheckoutCoupon, useCheckoutCoupon } from "@/components/orders/checkout-coupon";
import { CheckoutPayment } from "@/components/orders/checkout-payment";
import { CheckoutPhone } from "@/components/orders/checkout-phone";
import { CheckoutSummary } from "@/components/orders/checkout-summary";
import { CheckoutDelivery, CheckoutNotes } from "@/components/orders/checkout-delivery";
import {
  errorsByTarget,
  useCheckoutSubmit,
  type CheckoutErrors,
} from "@/components/orders/use-checkout-submit";
import { Button } from "@/components/ui/button";
import { EMPTY_ADDRESS, type AddressDraft, type SavedAddress } from "@/lib/customers/addresses";
import { summarizeCheckout, type DeliveryType } from "@/lib/orders/checkout";
import { precheckCheckout } from "@/lib/orders/checkout-precheck";
import type { PaymentChoice } from "@/lib/orders/types";

/**
 * product.md §2 Checkout: delivery or pickup, the address, the contact phone when the profile has none,
 * payment, notes, a coupon and the summary the database will charge; 'Finalizar Pedido' places the orders.
 */
export function CheckoutForm({
  phone,
  preferredPayment,
  addresses,
}: {
  /** the profile's phone; null asks for one */
  phone: string | null;
  preferredPayment: PaymentChoice | null;
  /** the customer's saved addresses, the default first */
  addresses: SavedAddress[];
}) {
  const t = useTranslations("checkout");
  const { lines, ready, remove } = useCart();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useCheckoutSubmit(formRef);
  const fieldMessage = useTranslations("addresses.errors");
  const [deliveryType, setDeliveryType] = useState<DeliveryType>("delivery");
  const [addressChoice, setAddressChoice] = useState(() => addresses[0]?.id ?? NEW_ADDRESS);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [payment, setPayment] = useState<PaymentChoice>(preferredPayment ?? "credit");
  const [contactPhone, setContactPhone] = useState("");
  const [notes, setNotes] = useState("");
  const storeIds = [...new Set(lines.map((line) => line.company.id))];
  const coupon = useCheckoutCoupon(storeIds);

  if (!ready) return <CartSkeleton label={t("loading")} />;
  // placed: the cart is already empty while the order's page opens
  if (submit.status === "placed" && lines.length === 0) return <CartSkeleton label={t("opening")} />;
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

  const summary = summarizeCheckout(lines, deliveryType, coupon.terms);
  const busy = submit.status === "submitting";
  const errors = errorsByTarget(submit.errors.list, {
    productIds: new Set(lines.map((line) => line.product.id)),
    storeIds: new Set(storeIds),
  });
  /** What the form can tell before asking the server, said as the database would say it. */
  function precheck(): CheckoutErrors | null {
    const { problems, addressFields } = precheckCheckout({
      summary,
      now: new Date(),
      newAddress: deliveryType === "delivery" && addressChoice === NEW_ADDRESS ? draft : null,
      phone: phone === null ? contactPhone : null,
      coupon: coupon.terms,
    });
    if (problems.length === 0) return null;
    return {
      list: problems.map(({ code, target, key, values }) => ({
        code,
        target,
        message: t(`errors.${key}`, values),
      })),
      addressFields: Object.fromEntries(
        Object.entries(addressFields).map(([field, key]) => [field, fieldMessage(key)]),
      ),
    };
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problems = precheck();
    if (problems) return submit.show(problems);
    const newAddress = addressChoice === NEW_ADDRESS;
    void submit.submit(
      {
        items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        deliveryType,
        payment,
        address:
          deliveryType === "pickup"
            ? null
            : newAddress
              ? { kind: "new", values: draft }
              : { kind: "saved", id: addressChoice },
        phone: phone === null ? contactPhone : null,
        notes,
        coupon: coupon.terms?.code ?? null,
        expectedTotal: summary.total,
      },
      (savedId) => {
        // the new address is saved now: it becomes the chosen one, so a retry never saves it twice
        setAddressChoice(savedId);
        setDraft(EMPTY_ADDRESS);
      },
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      {errors.form.length > 0 ? (
        <div
          role="alert"
          tabIndex={-1}
          data-checkout-error=""
          className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:col-span-2"
        >
          {errors.form.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-8">
        <CheckoutDelivery lines={lines} value={deliveryType} onChange={setDeliveryType} disabled={busy} />
        <CheckoutAddress
          deliveryType={deliveryType}
          addresses={addresses}
          choice={addressChoice}
          onChoice={setAddressChoice}
          draft={draft}
          draftErrors={submit.errors.addressFields}
          onDraft={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
          error={errors.address}
          companies={summary.stores.map((store) => store.company)}
          disabled={busy}
        />
        {phone === null ? (
          <CheckoutPhone
            value={contactPhone}
            onChange={setContactPhone}
            error={errors.phone}
            disabled={busy}
          />
        ) : null}
        <CheckoutPayment
          payment={payment}
          onPayment={setPayment}
          deliveryType={deliveryType}
          disabled={busy}
        />
        <CheckoutNotes value={notes} onChange={setNotes} disabled={busy} />
      </div>
      <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <CheckoutSummary
          summary={summary}
          deliveryType={deliveryType}
          couponCode={coupon.terms?.code ?? null}
          lineErrors={errors.lines}
          storeErrors={errors.stores}
          onRemoveLine={remove}
          onRemoveStore={(storeId) => {
            for (const line of lines) if (line.company.id === storeId) remove(line.product.id);
          }}
          coupon={
            <CheckoutCoupon
              code={coupon.code}
              onCode={coupon.setCode}
              applied={coupon.terms}
              summary={summary}
              error={coupon.error ?? (coupon.terms ? errors.coupon : undefined) ?? null}
              pending={coupon.pending}
              disabled={busy}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
          }
        >
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </CheckoutSummary>
      </div>
    </form>
  );
}
