import { getTranslations } from "next-intl/server";

import { OrderHistory } from "@/components/orders/order-history";
import { requireAccountType } from "@/lib/data/access";
import { getCustomerOrdersSource } from "@/lib/data/orders";
import { customerIdOf } from "@/lib/data/viewer";

/**
 * product.md §2 "Order history" for /orders and /customer/orders: the cliente's sample orders plus the ones
 * placed in this browser. Reads the viewer, so it renders inside <Suspense>.
 */
export async function OrdersScreen({ basePath }: { basePath: "/order" | "/customer/order" }) {
  const user = await requireAccountType("cliente");
  const t = await getTranslations("orders");
  const customerId = customerIdOf(user);
  return (
    <>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {/* Only names and logos reach the client, to label checkout orders of any company. */}
      <OrderHistory source={customerId ? getCustomerOrdersSource(customerId) : null} basePath={basePath} />
    </>
  );
}
