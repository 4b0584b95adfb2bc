import { Clock, ExternalLink, MapPin, Route } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { Company } from "@/lib/catalog/types";
import { directionsUrl, formatAddress, formatDeliveryAddress } from "@/lib/orders/links";
import type { Order } from "@/lib/orders/types";

type OrderDeliveryInfoProps = {
  order: Pick<Order, "deliveryType" | "estimatedDelivery" | "address">;
  /** the order's store as the storefront shows it; undefined once it was removed */
  company: Pick<Company, "address"> | undefined;
  showRoute: boolean;
};

/**
 * Delivery type, estimate and address: the copy taken when the order was placed (editing the address later
 * changes nothing here), or the store's address for a pickup. The route link is the empresa's (product.md §6),
 * in a new window (product.md §7).
 */
export function OrderDeliveryInfo({ order, company, showRoute }: OrderDeliveryInfoProps) {
  const t = useTranslations("orderDetail");
  const isDelivery = order.deliveryType === "delivery";
  const where = isDelivery
    ? order.address && formatDeliveryAddress(order.address)
    : company && formatAddress(company.address);
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
          <dd className="pl-6 break-words">
            {isDelivery && order.address?.label ? (
              <span className="block font-medium">{order.address.label}</span>
            ) : null}
            {where || t("addressUnavailable")}
          </dd>
        </div>
      </dl>
      {showRoute && company && order.address ? (
        <Button asChild variant="outline" className="no-print w-fit">
          <a href={directionsUrl(company.address, order.address)} target="_blank" rel="noopener noreferrer">
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
