"use client";

import { Megaphone, SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { CampaignCard } from "@/components/areas/advertiser/campaign-card";
import { CampaignFilter } from "@/components/areas/advertiser/campaign-filter";
import { CampaignTable } from "@/components/areas/advertiser/campaign-table";
import { EmptyState } from "@/components/areas/empty-state";
import { Button } from "@/components/ui/button";
import type { Campaign } from "@/lib/advertiser/types";
import {
  campaignFilterCounts,
  filterCampaigns,
  type CampaignFilter as Filter,
} from "@/lib/advertiser/campaign-status";

/** product.md §2 /advertiser/campaigns: status filter, a table on wide screens and cards on phones. */
export function CampaignsBoard({ campaigns, today }: { campaigns: readonly Campaign[]; today: string }) {
  const t = useTranslations("advertiserCampaigns");
  const [filter, setFilter] = useState<Filter>("all");
  const shown = filterCampaigns(campaigns, filter);

  if (campaigns.length === 0) {
    return (
      <EmptyState icon={Megaphone} title={t("emptyTitle")} text={t("emptyText")}>
        <Button asChild variant="outline">
          <Link href="/advertiser/billing">{t("seePlans")}</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="advertiser-campaigns-list" className="flex flex-col gap-4">
      <h2 id="advertiser-campaigns-list" className="sr-only">
        {t("listHeading")}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CampaignFilter value={filter} counts={campaignFilterCounts(campaigns)} onChange={setFilter} />
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {t("count", { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel="h3"
          title={t(`filteredEmpty.${filter}`)}
          text={t("filteredEmptyText")}
        >
          <Button variant="outline" onClick={() => setFilter("all")}>
            {t("showAll")}
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="hidden rounded-lg border bg-card md:block">
            <CampaignTable campaigns={shown} today={today} />
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {shown.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} today={today} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
