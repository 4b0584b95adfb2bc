import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import { CustomerWelcome } from "@/components/areas/customer/customer-welcome";
import { requireArea } from "@/lib/data/access";
import { getFavorites } from "@/lib/data/customers";
import { getCustomerOrdersSource, getReorderLines } from "@/lib/data/orders";
import { customerIdOf } from "@/lib/data/viewer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Customer dashboard: the cliente's orders (product.md D13: the same list as /customer/orders) and
// favourites, checked on the server first.
export default async function CustomerDashboardPage() {
  const user = await requireArea("customer");
  const customerId = customerIdOf(user);
  const orders = customerId ? getCustomerOrdersSource(customerId) : null;
  return (
    <div className="flex flex-col gap-6">
      <CustomerWelcome user={user} />
      <CustomerDashboard
        orders={orders}
        reorders={await getReorderLines(orders?.sample ?? [])}
        favorites={getFavorites()}
      />
    </div>
  );
}
