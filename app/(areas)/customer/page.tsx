import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import { CustomerWelcome, CustomerWelcomeSkeleton } from "@/components/areas/customer/customer-welcome";
import { favorites } from "@/fixtures/favorites";
import { customerOrders } from "@/fixtures/orders";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 Customer dashboard: sample orders and favourites; only the welcome reads the session.
export default function CustomerDashboardPage() {
  return (
    <div className="flex flex-col gap-6">
      <Suspense fallback={<CustomerWelcomeSkeleton />}>
        <CustomerWelcome />
      </Suspense>
      <CustomerDashboard orders={customerOrders} favorites={favorites} />
    </div>
  );
}
