import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyDashboard } from "@/components/areas/company/company-dashboard";
import { requireArea } from "@/lib/data/access";
import { getCompanyDashboard } from "@/lib/data/companies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 Company dashboard on the company's sample data, after the server checked who is asking.
export default async function CompanyDashboardPage() {
  const user = await requireArea("company");
  const { stats, orders, products } = getCompanyDashboard(user);
  return <CompanyDashboard stats={stats} orders={orders} products={products} />;
}
