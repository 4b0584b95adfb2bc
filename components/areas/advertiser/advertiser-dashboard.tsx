import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";

import { AdCard } from "@/components/areas/advertiser/ad-card";
import { AdvertiserMetrics } from "@/components/areas/advertiser/advertiser-metrics";
import { CampaignCard } from "@/components/areas/advertiser/campaign-card";
import { ComingSoonButton } from "@/components/areas/advertiser/coming-soon-button";
import { DashboardHeader, ListSection } from "@/components/areas/dashboard-section";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { SectionHeading } from "@/components/areas/section-heading";
import type { Ad, AdvertiserMetrics as AdvertiserMetricsData, Campaign } from "@/lib/advertiser/types";

type AdvertiserDashboardProps = {
  metrics: AdvertiserMetricsData;
  campaigns: readonly Campaign[];
  ads: readonly Ad[];
};

/** product.md §2 Advertiser dashboard: metrics, campaigns, ads, and a tab bar on mobile. */
export function AdvertiserDashboard({ metrics, campaigns, ads }: AdvertiserDashboardProps) {
  const t = useTranslations("advertiserDashboard");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <DashboardSections
        label={t("sectionsLabel")}
        sections={[
          {
            value: "overview",
            tabLabel: t("tabOverview"),
            className: "md:col-span-2",
            content: (
              <section aria-labelledby="advertiser-metrics-heading">
                <SectionHeading id="advertiser-metrics-heading">{t("metricsTitle")}</SectionHeading>
                <AdvertiserMetrics metrics={metrics} />
              </section>
            ),
          },
          {
            value: "campaigns",
            tabLabel: t("tabCampaigns"),
            content: (
              <ListSection
                id="advertiser-campaigns-heading"
                heading={t("campaigns")}
                action={
                  // product.md §2: the new-campaign button does nothing, so it says it is not available yet
                  <ComingSoonButton feature="newCampaign" size="sm">
                    <Plus aria-hidden="true" />
                    {t("newCampaign")}
                  </ComingSoonButton>
                }
                items={campaigns}
                emptyText={t("noCampaigns")}
                renderItem={(campaign) => <CampaignCard key={campaign.id} campaign={campaign} />}
              />
            ),
          },
          {
            value: "ads",
            tabLabel: t("tabAds"),
            content: (
              <ListSection
                id="advertiser-ads-heading"
                heading={t("ads")}
                items={ads}
                emptyText={t("noAds")}
                renderItem={(ad) => <AdCard key={ad.id} ad={ad} />}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
