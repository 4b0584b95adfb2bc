import { Pause, Pencil, Play } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { Campaign } from "@/fixtures/schemas";
import {
  budgetSpentPercent,
  campaignBadgeTone,
  campaignStatusKey,
  campaignToggle,
} from "@/lib/areas/campaigns";
import { formatDate, formatMoney } from "@/lib/format";

/** A campaign with budget use and figures; spec 2: edit and pause/activate do nothing. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("advertiserDashboard");
  const labels = useTranslations("statusLabels.campaign");
  const format = useFormatter();
  const toggle = campaignToggle(campaign.status);
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
        <Badge variant={campaignBadgeTone(campaign.status)}>
          {labels(campaignStatusKey(campaign.status))}
        </Badge>
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
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-label={t("editOf", { name: campaign.name })}>
          <Pencil aria-hidden="true" />
          {t("edit")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t(toggle === "pause" ? "pauseOf" : "activateOf", { name: campaign.name })}
        >
          {toggle === "pause" ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {t(toggle)}
        </Button>
      </div>
    </li>
  );
}
