import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import { DASHBOARD_ORDERS_LIMIT } from "@/components/areas/customer/customer-orders-section";
import { CustomerWelcome } from "@/components/areas/customer/customer-welcome";
import { requireArea } from "@/lib/data/access";
import { getFavorites } from "@/lib/data/favorites";
import { getCustomerOrders } from "@/lib/data/orders";
import { getReorders } from "@/lib/data/reorder";
import { toCustomerOrder } from "@/lib/orders/derive";
import { isOpenOrder } from "@/lib/orders/status";
import { customerOrdersTopic } from "@/lib/realtime/topics";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Customer dashboard: the cliente's own orders (the same list as /customer/orders, newest first)
// and favourites, checked on the server first.
export default async function CustomerDashboardPage() {
  const user = await requireArea("customer");
  const [orders, favorites] = await Promise.all([getCustomerOrders(user), getFavorites(user)]);
  const latest = orders.slice(0, DASHBOARD_ORDERS_LIMIT);
  return (
    <div className="flex flex-col gap-6">
      <CustomerWelcome user={user} />
      <CustomerDashboard
        orders={latest.map(toCustomerOrder)}
        totalOrders={orders.length}
        reorders={await getReorders(latest)}
        favorites={favorites}
        liveTopic={orders.some((order) => isOpenOrder(order.status)) ? customerOrdersTopic(user.id) : null}
      />
    </div>
  );
}
