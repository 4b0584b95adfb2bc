import { useTranslations } from "next-intl";

import { formatMoney } from "@/lib/format";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";
import type { Order } from "@/lib/orders/types";

type OrderItemsProps = {
  order: Pick<
    Order,
    "items" | "subtotal" | "deliveryFee" | "discount" | "couponCode" | "total" | "deliveryType"
  >;
};

/** Items with quantities and the unit prices they sold for, then subtotal, fee, the coupon's discount and total. */
export function OrderItems({ order }: OrderItemsProps) {
  const t = useTranslations("orderDetail");
  return (
    <section aria-labelledby="order-items-title" className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <h2 id="order-items-title" className="font-semibold">
        {t("itemsTitle")}
      </h2>
      <ul className="divide-y">
        {order.items.map((item, index) => (
          <li
            key={`${item.productId ?? item.name}-${index}`}
            className="flex justify-between gap-4 py-3 text-sm"
          >
            <span className="min-w-0 break-words">
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
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("subtotal")}</dt>
          <dd className="tabular-nums">{formatMoney(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            {order.deliveryType === "pickup" ? t("pickupFee") : t("deliveryFee")}
          </dt>
          <dd className="tabular-nums">{deliveryFeeText(order.deliveryFee, t("free"))}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>{order.couponCode ? t("coupon", { code: order.couponCode }) : t("discount")}</dt>
            <dd className="tabular-nums">{t("minus", { amount: formatMoney(order.discount) })}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums">{formatMoney(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
