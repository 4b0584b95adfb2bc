"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef } from "react";

import { CancelOrderDialog } from "@/components/areas/company/cancel-order-dialog";
import { MarkReadyButton } from "@/components/areas/company/mark-ready-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { companyOrderActions, companyOrderStatusKey } from "@/lib/areas/company-orders";
import type { CompanyBoardOrder } from "@/lib/company/order-board";
import { applyOrderOutcome } from "@/lib/company/session";
import { useCompanySession } from "@/lib/company/session-store";
import { formatDate, formatMoney } from "@/lib/format";
import { orderCode } from "@/lib/orders/history";
import { statusBadgeVariant } from "@/lib/orders/status";

type CompanyOrderCardProps = {
  order: CompanyBoardOrder;
  /** Where focus goes once an action moved the order (default: this card's heading). */
  onSettled?: () => void;
};

/**
 * One company order, shared by the dashboard and the orders board: 'Ver Detalhes' always, 'Marcar Pronto'
 * and 'Cancelar' only while preparing (product.md §4); the session's outcome shows at once (product.md D11).
 */
export function CompanyOrderCard({ order: base, onSettled }: CompanyOrderCardProps) {
  const t = useTranslations("companyDashboard");
  const tOrders = useTranslations("companyOrders");
  const order = applyOrderOutcome(base, useCompanySession());
  const actions = companyOrderActions(order.status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Runs after React removed the actions, so focus never falls back to the page body.
  const settle = () => setTimeout(() => (onSettled ? onSettled() : headingRef.current?.focus()), 0);

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
            {order.customer}
          </h3>
          <p className="text-sm text-muted-foreground">
            {tOrders("orderNumber", { code: orderCode(order.id) })} ·{" "}
            {order.date
              ? tOrders("placedAt", { date: formatDate(order.date), time: order.time })
              : t("orderTime", { time: order.time })}
          </p>
        </div>
        <Badge variant={statusBadgeVariant(order.status)}>
          {tOrders(`status.${companyOrderStatusKey(order.status)}`)}
        </Badge>
      </div>
      <p className="text-sm">{order.items.join(", ")}</p>
      <p className="text-sm font-medium">{t("orderTotal", { total: formatMoney(order.total) })}</p>
      {order.status === "cancelled" ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {order.cancelReason
            ? tOrders("cancelReason", { reason: order.cancelReason })
            : tOrders("cancelReasonUnknown")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            href={`/company/order/${order.id}`}
            aria-label={t("viewDetailsOf", { customer: order.customer })}
          >
            {t("viewDetails")}
          </Link>
        </Button>
        {actions.markReady ? (
          <MarkReadyButton orderId={order.id} customer={order.customer} onDone={settle} />
        ) : null}
        {actions.cancel ? (
          <CancelOrderDialog orderId={order.id} customer={order.customer} onDone={settle} />
        ) : null}
      </div>
    </li>
  );
}
