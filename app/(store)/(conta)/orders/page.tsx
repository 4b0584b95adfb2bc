import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { OrdersScreen } from "@/components/orders/orders-screen";
import { AreaLoading } from "@/components/areas/shell/area-loading";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** product.md §2 "Order history" in the store. */
export default function OrdersPage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <Suspense fallback={<AreaLoading />}>
        <OrdersScreen basePath="/order" />
      </Suspense>
    </div>
  );
}
