import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyCouponsScreen } from "@/components/areas/company/company-coupons-screen";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { orNotFound, requireArea } from "@/lib/data/access";
import { getCompanyCouponsScreen } from "@/lib/data/companies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyCoupons");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 route table: the company's coupons; new ones and switches are kept for the session (issue 11).
export default async function CompanyCouponsPage() {
  const user = await requireArea("company");
  const { companyId, coupons } = getCompanyCouponsScreen(user);
  const t = await getTranslations("companyCoupons");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <CompanyCouponsScreen companyId={orNotFound(companyId)} coupons={coupons} />
    </div>
  );
}
