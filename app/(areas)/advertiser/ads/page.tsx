import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdsGrid } from "@/components/areas/advertiser/ads-grid";
import { NewAdButton } from "@/components/areas/advertiser/new-ad-button";
import { AdvertiserPageHeader } from "@/components/areas/advertiser/page-header";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserAds } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserAds");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/ads: the ads of every campaign; new ads within the plan's maxAds.
export default async function AdvertiserAdsPage() {
  const user = await requireArea("advertiser");
  const { ads, campaigns, maxAds, inUse, canAdd } = await getAdvertiserAds(user);
  const t = await getTranslations("advertiserAds");
  const reason = !canAdd
    ? t("limitReached", { max: maxAds ?? 0 })
    : campaigns.length === 0
      ? t("noCampaignToAdd")
      : undefined;
  return (
    <div className="flex flex-col gap-6">
      <AdvertiserPageHeader
        title={t("title")}
        subtitle={
          maxAds === undefined || maxAds < 0
            ? t("subtitle", { count: ads.length })
            : t("subtitleWithLimit", { count: ads.length, used: inUse, max: maxAds })
        }
        action={<NewAdButton campaigns={campaigns} canAdd={canAdd} reason={reason} />}
      />
      <AdsGrid ads={ads} campaigns={campaigns} />
    </div>
  );
}
