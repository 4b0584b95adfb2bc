import { getTranslations } from "next-intl/server";

import { LiveRefresh } from "@/components/live/live-refresh";
import { OrderHistory } from "@/components/orders/order-history";
import { requireAccountType } from "@/lib/data/access";
import { getCompaniesByIds } from "@/lib/data/catalog";
import { getCustomerOrders } from "@/lib/data/orders";
import { toHistoryEntry } from "@/lib/orders/derive";
import { isOpenOrder } from "@/lib/orders/status";
import { customerOrdersTopic } from "@/lib/realtime/topics";

/**
 * product.md §2 "Order history" for /orders and /customer/orders: the cliente's own orders, read from the
 * orders table as them (a new account has none). Reads the viewer, so it renders inside <Suspense>. While an
 * order is under way the list follows it live (its badge moves with the store's changes).
 */
export async function OrdersScreen({ basePath }: { basePath: "/order" | "/customer/order" }) {
  const user = await requireAccountType("cliente");
  const [t, orders] = await Promise.all([getTranslations("orders"), getCustomerOrders(user)]);
  // only the stores these orders came from (their logos)
  const stores = await getCompaniesByIds(orders.flatMap((order) => order.restaurantId ?? []));
  const logos = new Map(stores.map((store) => [store.id, store.logo]));
  const entries = orders.map((order) =>
    toHistoryEntry(order, order.restaurantId ? (logos.get(order.restaurantId) ?? null) : null),
  );
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {orders.some((order) => isOpenOrder(order.status)) ? (
          <LiveRefresh topics={[customerOrdersTopic(user.id)]} />
        ) : null}
      </div>
      <OrderHistory entries={entries} basePath={basePath} />
    </>
  );
}
