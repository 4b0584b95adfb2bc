"use client";

import { useTranslations } from "next-intl";

import { CheckoutStoreGroup } from "@/components/orders/checkout-store-group";
import { formatMoney } from "@/lib/format";
import type { CheckoutSummary as Summary, DeliveryType } from "@/lib/orders/checkout";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/**
 * The order summary beside the checkout form: each store's order (lines, fee, discount, total, time), then
 * the coupon field, and the cart's subtotal, fees, discount, estimate and total: the numbers the database
 * charges. `children` holds the finish button.
 */
export function CheckoutSummary({
  summary,
  deliveryType,
  couponCode,
  lineErrors,
  storeErrors,
  onRemoveLine,
  onRemoveStore,
  coupon,
  children,
}: {
  summary: Summary;
  deliveryType: DeliveryType;
  couponCode: string | null;
  lineErrors: Record<string, string>;
  storeErrors: Record<string, string>;
  onRemoveLine(productId: string): void;
  onRemoveStore(storeId: string): void;
  coupon: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = useTranslations("checkout");
  const c = useTranslations("cart");
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="flex flex-col gap-4 rounded-lg border p-4 shadow-sm sm:p-6"
    >
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        {t("summary")}
      </h2>
      <ul aria-label={c("storeDeliveries")} className="flex flex-col gap-3">
        {summary.stores.map((store) => (
          <CheckoutStoreGroup
            key={store.companyId}
            store={store}
            deliveryType={deliveryType}
            couponCode={couponCode}
            showTotals={summary.orders > 1}
            lineErrors={lineErrors}
            storeError={storeErrors[store.companyId]}
            onRemoveLine={onRemoveLine}
            onRemoveStore={() => onRemoveStore(store.companyId)}
          />
        ))}
      </ul>
      {coupon}
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t("deliveryFee")}</dt>
          <dd className="tabular-nums">{deliveryFeeText(summary.fee, t("free"))}</dd>
        </div>
        {summary.discount > 0 ? (
          <div className="flex justify-between gap-3 text-success">
            <dt>{couponCode ? t("couponDiscount", { code: couponCode }) : t("discount")}</dt>
            <dd className="tabular-nums">−{formatMoney(summary.discount)}</dd>
          </div>
        ) : null}
        {summary.estimate ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("estimate")}</dt>
            <dd>{t("estimateRange", summary.estimate)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t pt-2 text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums">{formatMoney(summary.total)}</dd>
        </div>
      </dl>
      {summary.orders > 1 ? (
        <p className="text-sm text-muted-foreground">{t("multiStore", { count: summary.orders })}</p>
      ) : null}
      {children}
    </section>
  );
}
