import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdvertiserDashboard } from "@/components/areas/advertiser/advertiser-dashboard";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserDashboard } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Advertiser dashboard: the advertiser's own campaigns and ads, figures counted in SQL.
export default async function AdvertiserDashboardPage() {
  const user = await requireArea("advertiser");
  return <AdvertiserDashboard {...await getAdvertiserDashboard(user)} />;
}
