import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyCouponsScreen } from "@/components/areas/company/company-coupons-screen";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { orNotFound, requireOwnerScreen } from "@/lib/data/access";
import { getMyStoreCoupons } from "@/lib/data/store-coupons";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyCoupons");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The store's coupons from the cupons table, read as the signed-in member; only the owner changes them.
export default async function CompanyCouponsPage() {
  const user = await requireOwnerScreen();
  const { role, coupons } = orNotFound(await getMyStoreCoupons(user));
  const t = await getTranslations("companyCoupons");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <CompanyCouponsScreen coupons={coupons} readOnly={role !== "dono"} />
    </div>
  );
}
