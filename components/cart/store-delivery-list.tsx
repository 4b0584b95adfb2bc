"use client";

import { useTranslations } from "next-intl";

import { StoreDeliveryTime } from "@/components/cart/store-delivery-time";
import type { CheckoutGroup, DeliveryType } from "@/lib/orders/checkout";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/**
 * Each store's own delivery terms (cart and checkout): its fee ('Grátis' when 0), its time and how far the
 * shopper is from its free delivery. Every store delivers its own order, so each gets its own row.
 */
export function StoreDeliveryList({ stores, type }: { stores: CheckoutGroup[]; type: DeliveryType }) {
  const t = useTranslations("cart");
  return (
    <ul aria-label={t("storeDeliveries")} className="flex flex-col gap-3 text-sm">
      {stores.map((store) => (
        <li key={store.companyId} className="flex flex-col gap-1.5 rounded-md border p-3">
          <div className="flex justify-between gap-3">
            <p className="min-w-0 truncate font-medium">{store.company.name}</p>
            <p className="shrink-0 tabular-nums">
              <span className="sr-only">{t("deliveryFee")}: </span>
              {deliveryFeeText(store.fee, t("free"))}
            </p>
          </div>
          <StoreDeliveryTime store={store} type={type} />
        </li>
      ))}
    </ul>
  );
}
