import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyDashboard } from "@/components/areas/company/company-dashboard";
import { companyProducts, companyStats } from "@/fixtures/company-dashboard";
import { companyOrders } from "@/fixtures/orders";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 Company dashboard on sample data (scope note: no server call).
export default function CompanyDashboardPage() {
  return <CompanyDashboard stats={companyStats} orders={companyOrders} products={companyProducts} />;
}
