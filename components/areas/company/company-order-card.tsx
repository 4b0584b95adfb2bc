import { Bike, Store } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Ref } from "react";

import { OrderStatusActions } from "@/components/orders/order-status-actions";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { PixCheckNote } from "@/components/orders/pix-check-note";
import { Button } from "@/components/ui/button";
import type { BoardOrder } from "@/lib/company/order-board";
import { formatDate, formatMoney, formatTime } from "@/lib/format";
import { orderCode } from "@/lib/orders/history";
import { statusActionsFor } from "@/lib/orders/status-actions";
import type { OrderRole } from "@/lib/orders/transitions";

type CompanyOrderCardProps = {
  order: BoardOrder;
  /** the viewer's part in the store's orders; null reads only */
  role: OrderRole | null;
  /** the heading, focusable, for the board to send focus to */
  headingRef?: Ref<HTMLHeadingElement>;
  /** after a status change succeeded */
  onDone?: () => void;
};

/**
 * One order of the store, shared by the dashboard and the orders board: who, what, how much, when, how it is
 * paid and delivered, a cancelled order's reason, 'Ver Detalhes' and the moves the viewer may make.
 */
export function CompanyOrderCard({ order, role, headingRef, onDone }: CompanyOrderCardProps) {
  const t = useTranslations("companyOrders");
  const pixCheck =
    role !== null && statusActionsFor(order.status, role, order.deliveryType, order.paymentMethod).pixCheck;
  const DeliveryIcon = order.deliveryType === "pickup" ? Store : Bike;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold break-words">
            {order.customer}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t("orderNumber", { code: orderCode(order.id) })} ·{" "}
            {t("placedAt", { date: formatDate(order.placedAt), time: formatTime(order.placedAt) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} audience="board" />
      </div>
      <p className="text-sm">{order.items.join(", ")}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{t("total", { total: formatMoney(order.total) })}</span>
        <span className="text-muted-foreground">{t(`payment.${order.paymentMethod}`)}</span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <DeliveryIcon aria-hidden="true" className="size-4" />
          {t(`deliveryType.${order.deliveryType}`)}
        </span>
      </div>
      {pixCheck ? <PixCheckNote /> : null}
      {order.status === "cancelled" ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {order.cancelReason ? t("cancelReason", { reason: order.cancelReason }) : t("cancelReasonUnknown")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            href={`/company/order/${order.id}`}
            aria-label={t("viewDetailsOf", { customer: order.customer })}
          >
            {t("viewDetails")}
          </Link>
        </Button>
        {role ? (
          <OrderStatusActions
            orderId={order.id}
            status={order.status}
            deliveryType={order.deliveryType}
            paymentMethod={order.paymentMethod}
            role={role}
            customerName={order.customer}
            compact
            onDone={onDone}
          />
        ) : null}
      </div>
    </li>
  );
}
