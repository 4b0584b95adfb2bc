import { MapPin, Store } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Address } from "@/lib/catalog/types";
import type { CartCompany } from "@/lib/cart/cart-item";
import { formatAddress } from "@/lib/orders/links";

/** Where the order goes: the customer's default address for delivery, the stores' addresses for pickup. */
export function CheckoutAddress({
  deliveryType,
  address,
  addressLabel,
  companies,
}: {
  deliveryType: "delivery" | "pickup";
  address: Address;
  addressLabel: string;
  companies: Pick<CartCompany, "id" | "name" | "address">[];
}) {
  const t = useTranslations("checkout");
  if (deliveryType === "delivery") {
    return (
      <section aria-labelledby="checkout-address-title" className="flex flex-col gap-3">
        <h2 id="checkout-address-title" className="text-lg font-semibold">
          {t("addressTitle")}
        </h2>
        <div className="flex gap-3 rounded-lg border p-4">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-medium">
              {addressLabel}{" "}
              <span className="text-xs font-normal text-muted-foreground">· {t("defaultAddress")}</span>
            </p>
            <p className="text-sm text-muted-foreground">{formatAddress(address)}</p>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="checkout-address-title" className="flex flex-col gap-3">
      <h2 id="checkout-address-title" className="text-lg font-semibold">
        {t("pickupTitle")}
      </h2>
      <ul className="flex flex-col gap-2">
        {companies.map((company) => (
          <li key={company.id} className="flex gap-3 rounded-lg border p-4">
            <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <p className="font-medium">{company.name}</p>
              <p className="text-sm text-muted-foreground">{formatAddress(company.address)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
