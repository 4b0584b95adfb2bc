import { Plus } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdsGrid } from "@/components/areas/advertiser/ads-grid";
import { ComingSoonButton } from "@/components/areas/advertiser/coming-soon-button";
import { AdvertiserPageHeader } from "@/components/areas/advertiser/page-header";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserAds } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserAds");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/ads: the ads of every campaign on sample data.
export default async function AdvertiserAdsPage() {
  const user = await requireArea("advertiser");
  const ads = getAdvertiserAds(user);
  const t = await getTranslations("advertiserAds");
  return (
    <div className="flex flex-col gap-6">
      <AdvertiserPageHeader
        title={t("title")}
        subtitle={t("subtitle", { count: ads.length })}
        action={
          <ComingSoonButton feature="newAd">
            <Plus aria-hidden="true" />
            {t("newAd")}
          </ComingSoonButton>
        }
      />
      <AdsGrid ads={ads} />
    </div>
  );
}
