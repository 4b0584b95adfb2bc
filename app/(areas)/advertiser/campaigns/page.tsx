import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CampaignsBoard } from "@/components/areas/advertiser/campaigns-board";
import { NewCampaignButton } from "@/components/areas/advertiser/new-campaign-button";
import { AdvertiserPageHeader } from "@/components/areas/advertiser/page-header";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserCampaigns } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserCampaigns");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/campaigns: the advertiser's campaigns: create, edit, pause and activate.
export default async function AdvertiserCampaignsPage() {
  const user = await requireArea("advertiser");
  const { campaigns, today } = await getAdvertiserCampaigns(user);
  const t = await getTranslations("advertiserCampaigns");
  return (
    <div className="flex flex-col gap-6">
      <AdvertiserPageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        action={<NewCampaignButton today={today} />}
      />
      <CampaignsBoard campaigns={campaigns} today={today} />
    </div>
  );
}
