import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyDashboard } from "@/components/areas/company/company-dashboard";
import { CourierScreen } from "@/components/courier/courier-screen";
import { requireArea } from "@/lib/data/access";
import { getCompanyDashboard } from "@/lib/data/companies";
import { getCourierDay } from "@/lib/data/courier";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The company dashboard (the store's figures, open orders and products), after the server checked who is asking;
// a courier lands here too (product.md §2) and sees their own screen, never the owner's.
export default async function CompanyDashboardPage() {
  const user = await requireArea("company");
  if (user.type === "entregador") return <CourierScreen day={await getCourierDay(user)} />;
  return <CompanyDashboard {...await getCompanyDashboard(user)} />;
}
