import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyDashboard } from "@/components/areas/company/company-dashboard";
import { requireArea } from "@/lib/data/access";
import { getCompanyDashboard } from "@/lib/data/companies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The company dashboard (the store's figures, open orders and products), after the server checked who is asking.
export default async function CompanyDashboardPage() {
  const user = await requireArea("company");
  return <CompanyDashboard {...await getCompanyDashboard(user)} />;
}
