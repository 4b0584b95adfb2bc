import Link from "next/link";
import { useTranslations } from "next-intl";

import { ReorderButton } from "@/components/areas/customer/reorder-button";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { Button } from "@/components/ui/button";
import { canReorder } from "@/lib/areas/customer-orders";
import type { Reorder } from "@/lib/areas/reorder";
import { formatDate, formatMoney } from "@/lib/format";
import type { CustomerOrder } from "@/lib/orders/types";

/**
 * One order of 'Meus Pedidos' with its status and actions (product.md §2 Customer dashboard). The status pill is
 * the history's own, so an order reads the same here and under /customer/orders.
 */
export function CustomerOrderCard({ order, reorder }: { order: CustomerOrder; reorder?: Reorder }) {
  const t = useTranslations("customerDashboard");
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{order.restaurantName}</h3>
          <p className="text-sm text-muted-foreground">{t("orderDate", { date: formatDate(order.date) })}</p>
        </div>
        <OrderStatusBadge status={order.status} audience="history" />
      </div>
      <p className="text-sm break-words">{order.items.join(", ")}</p>
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
          <ReorderButton reorder={reorder} restaurant={order.restaurantName} />
        ) : null}
      </div>
    </li>
  );
}
