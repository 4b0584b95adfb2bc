"use client";

import { useTranslations } from "next-intl";

import { StoreDeliveryTime } from "@/components/cart/store-delivery-time";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import type { CheckoutGroup, DeliveryType } from "@/lib/orders/checkout";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

// the way out names a product or a store: it wraps instead of running off a phone's screen
const ACTION = "h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal";

/** A refusal beside what it concerns, with the way out (removing the line or the store's items). */
function Refusal({ id, message, action }: { id: string; message: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <p
        id={id}
        role="alert"
        tabIndex={-1}
        data-checkout-error=""
        className="text-sm text-destructive outline-none"
      >
        {message}
      </p>
      {action}
    </div>
  );
}

/**
 * One store's order in checkout's summary: its lines, its own fee, the coupon's discount when it lands here,
 * its total, its time and its way to free delivery. A refusal about a line or the store shows beside it.
 */
export function CheckoutStoreGroup({
  store,
  deliveryType,
  couponCode,
  showTotals,
  lineErrors,
  storeError,
  onRemoveLine,
  onRemoveStore,
}: {
  store: CheckoutGroup;
  deliveryType: DeliveryType;
  couponCode: string | null;
  /** each store's own subtotal, discount and total, when the cart has more than one store */
  showTotals: boolean;
  lineErrors: Record<string, string>;
  storeError: string | undefined;
  onRemoveLine(productId: string): void;
  onRemoveStore(): void;
}) {
  const t = useTranslations("checkout");
  const headingId = `checkout-store-${store.companyId}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex justify-between gap-3">
        <h3 id={headingId} className="min-w-0 truncate font-medium">
          {store.company.name}
        </h3>
        <p className="shrink-0 text-sm tabular-nums">
          <span className="sr-only">{t("deliveryFee")}: </span>
          {deliveryFeeText(store.fee, t("free"))}
        </p>
      </div>
      {storeError ? (
        <Refusal
          id={`${headingId}-error`}
          message={storeError}
          action={
            <Button type="button" size="sm" variant="outline" className={ACTION} onClick={onRemoveStore}>
              {t("removeStore", { store: store.company.name })}
            </Button>
          }
        />
      ) : null}
      <ul className="flex flex-col gap-2 text-sm">
        {store.lines.map((line) => (
          <li key={line.product.id} className="flex flex-col gap-1">
            <div className="flex justify-between gap-4">
              <span className="min-w-0 break-words">
                <span className="tabular-nums">{line.quantity}x</span> {line.product.name}
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(line.product.price * line.quantity)}</span>
            </div>
            {lineErrors[line.product.id] ? (
              <Refusal
                id={`checkout-line-${line.product.id}-error`}
                message={lineErrors[line.product.id]!}
                action={
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className={ACTION}
                    onClick={() => onRemoveLine(line.product.id)}
                  >
                    {t("removeLine", { name: line.product.name })}
                  </Button>
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      {showTotals ? (
        <dl className="flex flex-col gap-1 border-t pt-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("subtotal")}</dt>
            <dd className="tabular-nums">{formatMoney(store.subtotal)}</dd>
          </div>
          {store.discount > 0 ? (
            <div className="flex justify-between gap-3 text-success">
              <dt>{couponCode ? t("couponDiscount", { code: couponCode }) : t("discount")}</dt>
              <dd className="tabular-nums">−{formatMoney(store.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 font-medium">
            <dt>{t("storeTotal")}</dt>
            <dd className="tabular-nums">{formatMoney(store.total)}</dd>
          </div>
        </dl>
      ) : null}
      <div className="flex flex-col gap-1.5 text-sm">
        <StoreDeliveryTime store={store} type={deliveryType} />
      </div>
    </li>
  );
}
