import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdvertiserReports } from "@/components/areas/advertiser/advertiser-reports";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserReports } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserReports");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/reports: the product.md §9 periods, each counted in SQL, with daily reach.
export default async function AdvertiserReportsPage() {
  const user = await requireArea("advertiser");
  const { asOf, reports } = await getAdvertiserReports(user);
  const t = await getTranslations("advertiserReports");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <AdvertiserReports asOf={asOf} reports={reports} />
    </div>
  );
}
