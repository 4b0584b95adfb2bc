import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { OrdersScreen } from "@/components/orders/orders-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** product.md §2 route table: the customer area's order history (the area layout provides the Suspense). */
export default function CustomerOrdersPage() {
  return (
    <div className="flex flex-col gap-6">
      <OrdersScreen basePath="/customer/order" />
    </div>
  );
}
