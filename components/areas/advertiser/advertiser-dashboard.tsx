import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";

import { AdCard } from "@/components/areas/advertiser/ad-card";
import { AdvertiserMetrics } from "@/components/areas/advertiser/advertiser-metrics";
import { CampaignCard } from "@/components/areas/advertiser/campaign-card";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { SectionHeading } from "@/components/areas/section-heading";
import { Button } from "@/components/ui/button";
import type { Ad, AdvertiserMetrics as AdvertiserMetricsData, Campaign } from "@/fixtures/schemas";

type AdvertiserDashboardProps = {
  metrics: AdvertiserMetricsData;
  campaigns: readonly Campaign[];
  ads: readonly Ad[];
};

/** spec 2 Advertiser dashboard: metrics, campaigns, ads, and a tab bar on mobile. */
export function AdvertiserDashboard({ metrics, campaigns, ads }: AdvertiserDashboardProps) {
  const t = useTranslations("advertiserDashboard");
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
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
              <section aria-labelledby="advertiser-campaigns-heading">
                <SectionHeading
                  id="advertiser-campaigns-heading"
                  action={
                    // spec 2: the new-campaign button does nothing
                    <Button size="sm">
                      <Plus aria-hidden="true" />
                      {t("newCampaign")}
                    </Button>
                  }
                >
                  {t("campaigns")}
                </SectionHeading>
                {campaigns.length === 0 ? (
                  <p className="text-muted-foreground">{t("noCampaigns")}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {campaigns.map((campaign) => (
                      <CampaignCard key={campaign.id} campaign={campaign} />
                    ))}
                  </ul>
                )}
              </section>
            ),
          },
          {
            value: "ads",
            tabLabel: t("tabAds"),
            content: (
              <section aria-labelledby="advertiser-ads-heading">
                <SectionHeading id="advertiser-ads-heading">{t("ads")}</SectionHeading>
                {ads.length === 0 ? (
                  <p className="text-muted-foreground">{t("noAds")}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {ads.map((ad) => (
                      <AdCard key={ad.id} ad={ad} />
                    ))}
                  </ul>
                )}
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
