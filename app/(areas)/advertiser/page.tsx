import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdvertiserDashboard } from "@/components/areas/advertiser/advertiser-dashboard";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserDashboard } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Advertiser dashboard on sample data (scope note: no server call).
export default async function AdvertiserDashboardPage() {
  const user = await requireArea("advertiser");
  const { metrics, campaigns, ads } = getAdvertiserDashboard(user);
  return <AdvertiserDashboard metrics={metrics} campaigns={campaigns} ads={ads} />;
}
