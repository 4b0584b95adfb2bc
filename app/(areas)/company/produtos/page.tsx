import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyProductsScreen } from "@/components/areas/company/company-products-screen";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { requireArea } from "@/lib/data/access";
import { getCompanyProductsScreen } from "@/lib/data/companies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyProducts");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 route table: the products screen the company menu links to (canonical URL; /company/products redirects here).
export default async function CompanyProductsPage() {
  const user = await requireArea("company");
  const { products, productLimit } = getCompanyProductsScreen(user);
  const t = await getTranslations("companyProducts");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <CompanyProductsScreen products={products} productLimit={productLimit} />
    </div>
  );
}
