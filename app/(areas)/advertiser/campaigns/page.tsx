import { Plus } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CampaignsBoard } from "@/components/areas/advertiser/campaigns-board";
import { ComingSoonButton } from "@/components/areas/advertiser/coming-soon-button";
import { AdvertiserPageHeader } from "@/components/areas/advertiser/page-header";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserCampaigns } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserCampaigns");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/campaigns: the advertiser's campaigns with the dashboard's pause/activate control.
export default async function AdvertiserCampaignsPage() {
  const user = await requireArea("advertiser");
  const campaigns = getAdvertiserCampaigns(user);
  const t = await getTranslations("advertiserCampaigns");
  const d = await getTranslations("advertiserDashboard");
  return (
    <div className="flex flex-col gap-6">
      <AdvertiserPageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        action={
          // product.md §2: the new-campaign button does nothing, so it says it is not available yet
          <ComingSoonButton feature="newCampaign">
            <Plus aria-hidden="true" />
            {d("newCampaign")}
          </ComingSoonButton>
        }
      />
      <CampaignsBoard campaigns={campaigns} />
    </div>
  );
}
