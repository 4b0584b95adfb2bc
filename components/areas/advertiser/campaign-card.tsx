import { useFormatter, useTranslations } from "next-intl";

import { CampaignActions } from "@/components/areas/advertiser/campaign-actions";
import { CampaignStatusBadge } from "@/components/areas/advertiser/campaign-status-badge";
import { Progress } from "@/components/ui/progress";
import { budgetSpentPercent } from "@/lib/advertiser/campaign-status";
import type { Campaign } from "@/lib/advertiser/types";
import { formatDate, formatMoney } from "@/lib/format";

/** A campaign with budget use and figures: the dashboard's list and the campaigns page on phones. */
export function CampaignCard({ campaign, today }: { campaign: Campaign; today: string }) {
  const t = useTranslations("advertiserDashboard");
  const format = useFormatter();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{campaign.name}</h3>
          <p className="text-sm text-muted-foreground">
            {t("campaignPeriod", {
              start: formatDate(campaign.startDate),
              end: formatDate(campaign.endDate),
            })}
          </p>
        </div>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span>{t("budget")}</span>
          <span className="tabular-nums">
            {t("spentOfBudget", { spent: formatMoney(campaign.spent), budget: formatMoney(campaign.budget) })}
          </span>
        </div>
        <Progress
          value={budgetSpentPercent(campaign.spent, campaign.budget)}
          aria-label={t("budgetUsed", { name: campaign.name })}
        />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("impressions")}</dt>
          <dd className="font-medium tabular-nums">{format.number(campaign.impressions)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("clicks")}</dt>
          <dd className="font-medium tabular-nums">{format.number(campaign.clicks)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("ctr")}</dt>
          <dd className="font-medium tabular-nums">
            {format.number(campaign.ctr / 100, { style: "percent", maximumFractionDigits: 2 })}
          </dd>
        </div>
      </dl>
      <CampaignActions campaign={campaign} today={today} />
    </li>
  );
}
