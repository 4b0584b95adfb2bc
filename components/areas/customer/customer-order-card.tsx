import Link from "next/link";
import { useTranslations } from "next-intl";

import { ReorderButton } from "@/components/areas/customer/reorder-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CustomerOrder } from "@/fixtures/schemas";
import type { ReorderLine } from "@/lib/areas/reorder";
import { canReorder, customerOrderStatusKey } from "@/lib/areas/customer-orders";
import { formatDate, formatMoney } from "@/lib/format";
import { statusBadgeVariant } from "@/lib/orders/status";

/** One order of 'Meus Pedidos' with its status badge and actions (spec 2 Customer dashboard). */
export function CustomerOrderCard({
  order,
  reorder,
}: {
  order: CustomerOrder;
  reorder?: readonly ReorderLine[];
}) {
  const t = useTranslations("customerDashboard");
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{order.restaurantName}</h3>
          <p className="text-sm text-muted-foreground">{t("orderDate", { date: formatDate(order.date) })}</p>
        </div>
        <Badge variant={statusBadgeVariant(order.status)}>
          {t(`status.${customerOrderStatusKey(order.status)}`)}
        </Badge>
      </div>
      <p className="text-sm">{order.items.join(", ")}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{t("orderTotal", { total: formatMoney(order.total) })}</span>
        <span className="text-muted-foreground">{t("orderDelivery", { time: order.deliveryTime })}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link
            href={`/customer/order/${order.id}`}
            aria-label={t("viewDetailsOf", { restaurant: order.restaurantName })}
          >
            {t("viewDetails")}
          </Link>
        </Button>
        {canReorder(order.status) ? (
          <ReorderButton lines={reorder ?? []} restaurant={order.restaurantName} />
        ) : null}
      </div>
    </li>
  );
}
