import { useTranslations } from "next-intl";

import type { CartLine } from "@/lib/cart/cart-reducer";
import type { CheckoutSummary as Summary } from "@/lib/orders/checkout";
import { formatMoney } from "@/lib/format";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/** The order summary beside the checkout form: lines, subtotal, fee, total and the time estimate. */
export function CheckoutSummary({
  lines,
  summary,
  estimate,
  children,
}: {
  lines: CartLine[];
  summary: Summary;
  estimate: string;
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
      <dl className="flex flex-col gap-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("deliveryFee")}</dt>
          <dd className="tabular-nums">{deliveryFeeText(summary.fee, t("free"))}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("estimate")}</dt>
          <dd>{estimate}</dd>
        </div>
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
