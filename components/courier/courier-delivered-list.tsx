import { useTranslations } from "next-intl";

import type { CourierOrder } from "@/lib/courier/types";
import { formatMoney, formatTime } from "@/lib/format";
import { orderCode } from "@/lib/orders/history";

/** Today's finished deliveries, newest first: one line each, no actions left. */
export function CourierDeliveredList({ orders }: { orders: readonly CourierOrder[] }) {
  const t = useTranslations("courier.delivered");
  return (
    <section aria-labelledby="courier-delivered-title" className="flex flex-col gap-3">
      <h2 id="courier-delivered-title" className="text-lg font-semibold">
        {t("title")} ({orders.length})
      </h2>
      {orders.length === 0 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <span>
                {t("row", {
                  code: orderCode(order.id),
                  customer: order.customerFirstName,
                  time: formatTime(order.since),
                })}
              </span>
              <span className="text-sm text-muted-foreground">
                {t("fee", { amount: formatMoney(order.deliveryFee) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
