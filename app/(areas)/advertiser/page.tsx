import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdvertiserDashboard } from "@/components/areas/advertiser/advertiser-dashboard";
import { ads, advertiserMetrics, campaigns } from "@/fixtures/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 Advertiser dashboard on sample data (scope note: no server call).
export default function AdvertiserDashboardPage() {
  return <AdvertiserDashboard metrics={advertiserMetrics} campaigns={campaigns} ads={ads} />;
}
