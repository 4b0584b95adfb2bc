import { Clock, ExternalLink, MapPin, Route } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { Company } from "@/lib/catalog/types";
import type { Customer } from "@/lib/customers/types";
import type { Order } from "@/lib/orders/types";
import { directionsUrl, formatAddress } from "@/lib/orders/links";

/** Delivery type, estimate and address; the route link is the empresa's (product.md §6), in a new window (product.md §7). */
export function OrderDeliveryInfo({
  order,
  customer,
  company,
  showRoute,
}: {
  order: Order;
  customer: Customer;
  company: Company;
  showRoute: boolean;
}) {
  const t = useTranslations("orderDetail");
  const isDelivery = order.deliveryType === "delivery";
  return (
    <section
      aria-labelledby="order-delivery-title"
      className="flex flex-col gap-3 rounded-lg border p-4 sm:p-6"
    >
      <h2 id="order-delivery-title" className="font-semibold">
        {t("deliveryTitle")}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {/* a dl's group is one div holding only dt and dd (axe definition-list): the icon sits in the dt */}
        <div>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {isDelivery ? t("typeDelivery") : t("typePickup")}
          </dt>
          <dd className="pl-6">
            {t("estimate")}: {order.estimatedDelivery}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {isDelivery ? t("deliveryAddress") : t("pickupAddress")}
          </dt>
          <dd className="pl-6">{formatAddress(isDelivery ? customer.address : company.address)}</dd>
        </div>
      </dl>
      {showRoute ? (
        <Button asChild variant="outline" className="no-print w-fit">
          <a
            href={directionsUrl(company.address, customer.address)}
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
    </section>
  );
}
