import { getTranslations } from "next-intl/server";

import { OrderHistory } from "@/components/orders/order-history";
import { requireAccountType } from "@/lib/data/access";
import { getCompanies } from "@/lib/data/catalog";
import { getCustomerOrders } from "@/lib/data/orders";
import { toHistoryEntry } from "@/lib/orders/derive";

/**
 * product.md §2 "Order history" for /orders and /customer/orders: the cliente's own orders, read from the
 * orders table as them (a new account has none). Reads the viewer, so it renders inside <Suspense>.
 */
export async function OrdersScreen({ basePath }: { basePath: "/order" | "/customer/order" }) {
  const user = await requireAccountType("cliente");
  const [t, orders, stores] = await Promise.all([
    getTranslations("orders"),
    getCustomerOrders(user),
    getCompanies(),
  ]);
  const logos = new Map(stores.map((store) => [store.id, store.logo]));
  const entries = orders.map((order) =>
    toHistoryEntry(order, order.restaurantId ? (logos.get(order.restaurantId) ?? null) : null),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <OrderHistory entries={entries} basePath={basePath} />
    </>
  );
}
