import { useTranslations } from "next-intl";

import { FreeShippingProgress } from "@/components/cart/free-shipping-progress";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { CheckoutGroup, DeliveryType } from "@/lib/orders/checkout";

/**
 * A store's time ('Entrega em 20-30 min' or the pickup's) and how far its order is from free delivery: the
 * lines the cart's delivery list and each store of checkout show alike.
 */
export function StoreDeliveryTime({ store, type }: { store: CheckoutGroup; type: DeliveryType }) {
  const t = useTranslations("cart");
  return (
    <>
      <p className="flex items-center gap-1.5 text-muted-foreground">
        <SpriteIcon name="clock" className="size-4 shrink-0" />
        {t(type === "delivery" ? "deliveryIn" : "pickupIn", store.estimate)}
      </p>
      <FreeShippingProgress storeName={store.company.name} gap={store.gap} waived={store.waived} />
    </>
  );
}
