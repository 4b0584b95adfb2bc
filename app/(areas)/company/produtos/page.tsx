import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyProductsScreen } from "@/components/areas/company/company-products-screen";
import { requireOwnerScreen } from "@/lib/data/access";
import { getCompanyProductsScreen } from "@/lib/data/companies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyProducts");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The products screen the company menu links to (canonical URL; /company/products redirects here).
export default async function CompanyProductsPage() {
  const user = await requireOwnerScreen();
  const screen = await getCompanyProductsScreen(user);
  return <CompanyProductsScreen {...screen} />;
}
