import { ExternalLink, Phone, Route } from "lucide-react";
import { useTranslations } from "next-intl";

import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { Button } from "@/components/ui/button";
import type { CourierOrder } from "@/lib/courier/types";
import { formatMoney, formatTime } from "@/lib/format";
import { orderCode } from "@/lib/orders/history";
import { directionsUrl, formatAddress, formatDeliveryAddress, telHref } from "@/lib/orders/links";

import { CourierOrderAction } from "./courier-order-action";
import { CourierPayment } from "./courier-payment";

/**
 * One order as a courier needs it at the counter and at the door (issue 22 point 3): the store and its phone,
 * the customer's first name, the address, notes, how many items and the money, the route in a new window,
 * and the one button for the next step. Big type and targets: it is read outdoors, with one hand.
 */
export function CourierOrderCard({ order }: { order: CourierOrder }) {
  const t = useTranslations("courier.card");
  const code = orderCode(order.id);
  const titleId = `courier-order-${order.id}`;
  const carrying = order.status === "on_way";
  const row = "flex min-w-0 flex-col gap-0.5";
  const wide = `${row} col-span-2`;
  const term = "text-sm font-medium text-muted-foreground";
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 text-base shadow-sm"
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-bold">
            {t("code", { code })}
          </h3>
          <OrderStatusBadge status={order.status} audience="board" className="text-sm" />
          <p className="w-full text-sm text-muted-foreground">
            {t(carrying ? "onWaySince" : "readySince", { time: formatTime(order.since) })}
          </p>
        </header>
        {/* a dl's group is one div holding only dt and dd (axe definition-list): the grid is the dl's own */}
        <dl className="grid grid-cols-2 gap-3">
          <div className={wide}>
            <dt className={term}>{t("pickUp")}</dt>
            <dd>
              <span className="block font-semibold">{order.store.name}</span>
              <span className="break-words">{formatAddress(order.store.address)}</span>
            </dd>
          </div>
          <div className={wide}>
            <dt className={term}>{t("deliverTo")}</dt>
            <dd>
              <span className="block font-semibold">{order.customerFirstName}</span>
              <span className="break-words">
                {order.address ? formatDeliveryAddress(order.address) : t("addressUnavailable")}
              </span>
            </dd>
          </div>
          {order.notes.trim() ? (
            <div className={wide}>
              <dt className={term}>{t("notes")}</dt>
              <dd className="break-words whitespace-pre-line">{order.notes}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className={term}>{t("items")}</dt>
            <dd>{t("itemCount", { count: order.itemCount })}</dd>
          </div>
          <div className={row}>
            <dt className={term}>{t("fee")}</dt>
            <dd>{formatMoney(order.deliveryFee)}</dd>
          </div>
          <div className={wide}>
            <dt className={term}>{t("payment")}</dt>
            <dd>
              <CourierPayment payment={order.payment} total={order.total} />
            </dd>
          </div>
        </dl>
        {/* one column of full-width targets: two side by side squeezed 'Ver Rota de Entrega' on a phone */}
        <div className="mt-auto flex flex-col gap-2">
          {order.address ? (
            <Button asChild variant="outline" size="lg" className="h-12">
              <a
                href={directionsUrl(order.store.address, order.address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Route aria-hidden="true" />
                {t("route")}
                <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only">{t("newWindow")}</span>
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="lg" className="h-12">
            <a
              href={telHref(order.store.phone)}
              aria-label={t("callStoreOf", { store: order.store.name, phone: order.store.phone })}
            >
              <Phone aria-hidden="true" />
              {t("callStore")}
            </a>
          </Button>
          <CourierOrderAction
            orderId={order.id}
            kind={carrying ? "deliver" : "take"}
            code={code}
            customer={order.customerFirstName}
          />
        </div>
      </article>
    </li>
  );
}
