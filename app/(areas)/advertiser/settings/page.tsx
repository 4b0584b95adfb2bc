import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdvertiserSettingsForm } from "@/components/areas/advertiser/advertiser-settings-form";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserSettings } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserSettings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/settings: account and notification preferences, saved in the advertiser's account.
export default async function AdvertiserSettingsPage() {
  const user = await requireArea("advertiser");
  const initial = await getAdvertiserSettings(user);
  const t = await getTranslations("advertiserSettings");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <AdvertiserSettingsForm initial={initial} />
    </div>
  );
}
