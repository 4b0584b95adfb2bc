import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { LiveRefresh } from "@/components/live/live-refresh";
import { OrderActions, type ContactTarget } from "@/components/orders/order-actions";
import { OrderCancelledNote } from "@/components/orders/order-cancelled-note";
import { OrderCourierNote } from "@/components/orders/order-courier-note";
import { OrderDeliveryInfo } from "@/components/orders/order-delivery-info";
import { OrderItems } from "@/components/orders/order-items";
import { CompanyCard, CustomerCard } from "@/components/orders/order-party-cards";
import { OrderPayment } from "@/components/orders/order-payment";
import { OrderStatusActions } from "@/components/orders/order-status-actions";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { OrderTracker } from "@/components/orders/order-tracker";
import type { Company } from "@/lib/catalog/types";
import { detailVisibility, orderListPath, type DetailViewer } from "@/lib/orders/detail-visibility";
import { orderCode } from "@/lib/orders/history";
import { isOpenOrder } from "@/lib/orders/status";
import type { Order } from "@/lib/orders/types";
import type { PixState } from "@/lib/pix/types";
import { orderTopic } from "@/lib/realtime/topics";

export type OrderDetailProps = {
  order: Order;
  /** the order's store as the storefront shows it; undefined once it was removed (the order keeps its name) */
  company: Company | undefined;
  viewer: DetailViewer;
  /** The area's order route, e.g. "/order" or "/customer/order" (the customer card never shows there). */
  basePath: string;
  /** product.md D13: the Pix charge of an order awaiting its Pix payment, built on the server */
  pix?: PixState;
  /** the name of the courier carrying it, when the viewer may know it (its store's owner, an admin) */
  courierName?: string | null;
};

function contactOf(
  show: "company" | "customer",
  order: Order,
  company: Company | undefined,
): ContactTarget | null {
  // an anonymised order (its customer deleted the account) has no phone to call
  if (show === "customer")
    return order.customerPhone ? { name: order.customerName, phone: order.customerPhone } : null;
  return company ? { name: company.name, phone: company.phone, whatsapp: company.whatsapp } : null;
}

/** The courier's own name when the viewer is the courier carrying it; anyone else reads 'Entregador da loja'. */
function courierNameOf(viewer: DetailViewer, order: Order): string | null {
  return viewer.type === "entregador" && order.courierId === viewer.id ? (viewer.name ?? null) : null;
}

/** product.md §2 "Order detail", shared by every area's order route; what shows depends on the viewer's part. */
export function OrderDetail({ order, company, viewer, basePath, pix, courierName }: OrderDetailProps) {
  const t = useTranslations("orderDetail");
  const formatDateTime = useFormatDateTime();
  const show = detailVisibility(viewer, basePath, order);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link
          href={orderListPath(basePath)}
          className="no-print inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{t("title", { code: orderCode(order.id) })}</h1>
          <OrderStatusBadge status={order.status} audience="history" deliveryType={order.deliveryType} />
          {isOpenOrder(order.status) ? (
            <LiveRefresh topics={[orderTopic(order.id)]} className="no-print" />
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {t("placedAt", { dateTime: formatDateTime(order.orderTime) })} · {order.companyName}
        </p>
      </header>
      {show.tracker ? <OrderTracker order={order} /> : null}
      {!show.tracker && order.status === "cancelled" ? (
        <OrderCancelledNote order={order} viewerIsCustomer={false} />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] print:block print:space-y-4">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderPayment order={order} pix={pix} />
          <OrderItems order={order} />
          <section
            aria-labelledby="order-notes-title"
            className="flex flex-col gap-2 rounded-lg border p-4 sm:p-6"
          >
            <h2 id="order-notes-title" className="font-semibold">
              {t("notesTitle")}
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {order.notes || t("noNotes")}
            </p>
          </section>
          <OrderDeliveryInfo order={order} company={company} showRoute={show.routeButton} />
        </div>
        <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-28 lg:self-start print:static">
          {show.customerCard ? <CustomerCard order={order} /> : null}
          {show.companyCard ? <CompanyCard company={company} name={order.companyName} /> : null}
          {/* the store, its courier and an admin see who carries an order on the way; the customer's tracker says it */}
          {show.role && show.role !== "customer" ? (
            <OrderCourierNote order={order} courierName={courierName || courierNameOf(viewer, order)} />
          ) : null}
          {show.role ? (
            <OrderStatusActions
              orderId={order.id}
              status={order.status}
              deliveryType={order.deliveryType}
              paymentMethod={order.paymentMethod}
              role={show.role}
              customerName={order.customerName}
            />
          ) : null}
          <OrderActions contact={contactOf(show.contact, order, company)} />
        </aside>
      </div>
    </article>
  );
}
