import { useTranslations } from "next-intl";

import { formatMoney } from "@/lib/format";

/** Subtotal, fee and total rows (spec 9: the cart shows the R$ 5 delivery fee). */
export function CartSummary({
  subtotal,
  fee,
  total,
  stores,
  children,
}: {
  subtotal: number;
  fee: number;
  total: number;
  stores: number;
  children?: React.ReactNode;
}) {
  const t = useTranslations("cart");
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-4 rounded-lg border p-6 shadow-sm"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        {t("summary")}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">
            {stores > 1 ? t("deliveryFeePerStore", { count: stores }) : t("deliveryFee")}
          </dt>
          <dd className="tabular-nums">{formatMoney(fee)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums">{formatMoney(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
