import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { OrderActions } from "@/components/orders/order-actions";
import { OrderDeliveryInfo } from "@/components/orders/order-delivery-info";
import { OrderNotFound } from "@/components/orders/order-not-found";
import { OrderPayment } from "@/components/orders/order-payment";
import { CompanyCard, CustomerCard } from "@/components/orders/order-party-cards";
import { OrderItems } from "@/components/orders/order-items";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { OrderTracker } from "@/components/orders/order-tracker";
import type { Company } from "@/lib/catalog/types";
import type { Customer } from "@/lib/customers/types";
import type { Order } from "@/lib/orders/types";
import type { AccountType } from "@/lib/auth/types";
import { detailVisibility, orderListPath } from "@/lib/orders/detail-visibility";
import { orderCode } from "@/lib/orders/history";
import type { PixState } from "@/lib/pix/types";

export type OrderDetailProps = {
  order: Order;
  customer: Customer | undefined;
  company: Company | undefined;
  viewerType: AccountType | null;
  /** The area's order route, e.g. "/order" or "/customer/order" (product.md §6 hides the customer card there). */
  basePath: string;
  /** product.md D13: the Pix charge of an order awaiting a Pix payment (lib/pix/charge.ts or /api/pix) */
  pix?: PixState;
  onRetryPix?: () => void;
};

/** product.md §2 "Order detail", shared by every area's order route; what shows depends on the viewer (product.md §6). */
export function OrderDetail({
  order,
  customer,
  company,
  viewerType,
  basePath,
  pix,
  onRetryPix,
}: OrderDetailProps) {
  const t = useTranslations("orderDetail");
  const formatDateTime = useFormatDateTime();
  if (!customer || !company) return <OrderNotFound backHref={orderListPath(basePath)} />;
  const show = detailVisibility(viewerType, basePath, order.status);
  const contact =
    show.contact === "customer"
      ? { name: customer.name, phone: customer.phone }
      : { name: company.name, phone: company.phone, whatsapp: company.whatsapp };
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
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t("placedAt", { dateTime: formatDateTime(order.orderTime) })} · {company.name}
        </p>
      </header>
      {show.tracker ? <OrderTracker status={order.status} /> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] print:block print:space-y-4">
        <div className="flex flex-col gap-6">
          <OrderPayment order={order} pix={pix} onRetryPix={onRetryPix} />
          <OrderItems order={order} />
          <section
            aria-labelledby="order-notes-title"
            className="flex flex-col gap-2 rounded-lg border p-4 sm:p-6"
          >
            <h2 id="order-notes-title" className="font-semibold">
              {t("notesTitle")}
            </h2>
            <p className="text-sm whitespace-pre-line text-muted-foreground">{order.notes || t("noNotes")}</p>
          </section>
          <OrderDeliveryInfo
            order={order}
            customer={customer}
            company={company}
            showRoute={show.routeButton}
          />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start print:static">
          {show.customerCard ? <CustomerCard customer={customer} /> : null}
          {show.companyCard ? <CompanyCard company={company} /> : null}
          <OrderActions orderId={order.id} markReady={show.markReady} contact={contact} />
        </aside>
      </div>
    </article>
  );
}
