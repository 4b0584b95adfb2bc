"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { CAMPAIGN_FILTERS, type CampaignFilter as Filter } from "@/lib/advertiser/campaign-status";

type CampaignFilterProps = {
  value: Filter;
  counts: Record<Filter, number>;
  onChange(filter: Filter): void;
};

/** Status filter of the campaigns page: one pressed button at a time, each with its count. */
export function CampaignFilter({ value, counts, onChange }: CampaignFilterProps) {
  const t = useTranslations("advertiserCampaigns");
  return (
    <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-2">
      {CAMPAIGN_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={filter === value ? "default" : "outline"}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`filters.${filter}`)}
          <span className="rounded-full bg-secondary px-1.5 text-secondary-foreground tabular-nums">
            {counts[filter]}
          </span>
        </Button>
      ))}
    </div>
  );
}
