import { useTranslations } from "next-intl";

import { StoreDeliveryList } from "@/components/cart/store-delivery-list";
import type { CartLine } from "@/lib/cart/cart-reducer";
import type { DeliveryType, CheckoutSummary as Summary } from "@/lib/orders/checkout";
import { formatMoney } from "@/lib/format";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/**
 * The order summary beside the checkout form: lines, each store's fee and time, subtotal, the fees summed,
 * total and the estimate (across several stores, from the quickest to the slowest).
 */
export function CheckoutSummary({
  lines,
  summary,
  deliveryType,
  children,
}: {
  lines: CartLine[];
  summary: Summary;
  deliveryType: DeliveryType;
  children: React.ReactNode;
}) {
  const t = useTranslations("checkout");
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="flex flex-col gap-4 rounded-lg border p-6 shadow-sm"
    >
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        {t("summary")}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.product.id} className="flex justify-between gap-4">
            <span className="min-w-0">
              <span className="tabular-nums">{line.quantity}x</span> {line.product.name}
              <span className="block text-xs text-muted-foreground">{line.company.name}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(line.product.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <StoreDeliveryList stores={summary.stores} type={deliveryType} />
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("deliveryFee")}</dt>
          <dd className="tabular-nums">{deliveryFeeText(summary.fee, t("free"))}</dd>
        </div>
        {summary.estimate ? (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t("estimate")}</dt>
            <dd>{t("estimateRange", summary.estimate)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
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
