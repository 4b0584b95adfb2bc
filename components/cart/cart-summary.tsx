import { useTranslations } from "next-intl";

import { StoreDeliveryList } from "@/components/cart/store-delivery-list";
import { formatMoney } from "@/lib/format";
import type { CheckoutSummary } from "@/lib/orders/checkout";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/** Each store's delivery, then subtotal, the stores' fees summed ('Grátis' when 0) and total. */
export function CartSummary({ summary, children }: { summary: CheckoutSummary; children?: React.ReactNode }) {
  const t = useTranslations("cart");
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-4 rounded-lg border p-6 shadow-sm"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        {t("summary")}
      </h2>
      <StoreDeliveryList stores={summary.stores} type="delivery" />
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">
            {summary.orders > 1 ? t("deliveryFeePerStore", { count: summary.orders }) : t("deliveryFee")}
          </dt>
          <dd className="tabular-nums">{deliveryFeeText(summary.fee, t("free"))}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums">{formatMoney(summary.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
