import { useTranslations } from "next-intl";

import type { Order } from "@/lib/orders/types";
import { formatMoney } from "@/lib/format";
import { addMoney } from "@/lib/orders/checkout";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

const PAYMENT_KEYS = { credit: "paymentCredit", debit: "paymentDebit", pix: "paymentPix" } as const;

/** Items with quantities and prices, then subtotal, fee, total and the payment method. */
export function OrderItems({ order }: { order: Order }) {
  const t = useTranslations("orderDetail");
  const subtotal = addMoney(...order.items.map((item) => item.price * item.quantity));
  return (
    <section aria-labelledby="order-items-title" className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <h2 id="order-items-title" className="font-semibold">
        {t("itemsTitle")}
      </h2>
      <ul className="divide-y">
        {order.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-semibold tabular-nums">{t("quantity", { quantity: item.quantity })}</span>{" "}
              {item.name}
              <span className="block text-xs text-muted-foreground">
                {t("unitPrice", { price: formatMoney(item.price) })}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("deliveryFee")}</dt>
          <dd className="tabular-nums">{deliveryFeeText(order.deliveryFee, t("free"))}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums">{formatMoney(order.total)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2">
          <dt className="text-muted-foreground">{t("paymentTitle")}</dt>
          <dd>{t(PAYMENT_KEYS[order.paymentMethod])}</dd>
        </div>
      </dl>
    </section>
  );
}
