import { useTranslations } from "next-intl";

import { AdCard } from "@/components/areas/advertiser/ad-card";
import { AdvertiserMetrics } from "@/components/areas/advertiser/advertiser-metrics";
import { CampaignCard } from "@/components/areas/advertiser/campaign-card";
import { NewCampaignButton } from "@/components/areas/advertiser/new-campaign-button";
import { DashboardHeader, ListSection } from "@/components/areas/dashboard-section";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { SectionHeading } from "@/components/areas/section-heading";
import type { AdvertiserDashboardData } from "@/lib/data/advertiser";

/** product.md §2 Advertiser dashboard: metrics (the totals of the campaigns listed), campaigns, ads, tabs on mobile. */
export function AdvertiserDashboard({
  metrics,
  activeCampaigns,
  campaigns,
  ads,
  today,
}: AdvertiserDashboardData) {
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
                <AdvertiserMetrics metrics={metrics} activeCampaigns={activeCampaigns} />
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
                action={<NewCampaignButton today={today} size="sm" />}
                items={campaigns}
                emptyText={t("noCampaigns")}
                renderItem={(campaign) => (
                  <CampaignCard key={campaign.id} campaign={campaign} today={today} />
                )}
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
