"use client";

import { useFormatter, useTranslations } from "next-intl";

import { CampaignActions } from "@/components/areas/advertiser/campaign-actions";
import { CampaignStatusBadge } from "@/components/areas/advertiser/campaign-status-badge";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { budgetSpentPercent } from "@/lib/advertiser/campaign-status";
import type { Campaign } from "@/lib/advertiser/types";
import { formatDate, formatMoney } from "@/lib/format";

/** The campaigns page on wide screens: one row per campaign with budget use, reach and actions. */
export function CampaignTable({ campaigns, today }: { campaigns: readonly Campaign[]; today: string }) {
  const t = useTranslations("advertiserCampaigns");
  const d = useTranslations("advertiserDashboard");
  const format = useFormatter();
  const percent = (ctr: number) => format.number(ctr / 100, { style: "percent", maximumFractionDigits: 2 });
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.campaign")}</TableHead>
          <TableHead>{t("columns.status")}</TableHead>
          <TableHead className="min-w-48">{t("columns.budget")}</TableHead>
          <TableHead className="text-right">{t("columns.impressions")}</TableHead>
          <TableHead className="text-right">{t("columns.clicks")}</TableHead>
          <TableHead className="text-right">{t("columns.ctr")}</TableHead>
          <TableHead className="text-right">{t("columns.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id}>
            <TableCell>
              <p className="font-medium">{campaign.name}</p>
              <p className="text-xs text-muted-foreground">
                {d("campaignPeriod", {
                  start: formatDate(campaign.startDate),
                  end: formatDate(campaign.endDate),
                })}
              </p>
            </TableCell>
            <TableCell>
              <CampaignStatusBadge status={campaign.status} />
            </TableCell>
            <TableCell>
              <div className="grid gap-1.5">
                <span className="text-xs tabular-nums">
                  {d("spentOfBudget", {
                    spent: formatMoney(campaign.spent),
                    budget: formatMoney(campaign.budget),
                  })}
                </span>
                <Progress
                  value={budgetSpentPercent(campaign.spent, campaign.budget)}
                  aria-label={d("budgetUsed", { name: campaign.name })}
                />
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums">{format.number(campaign.impressions)}</TableCell>
            <TableCell className="text-right tabular-nums">{format.number(campaign.clicks)}</TableCell>
            <TableCell className="text-right tabular-nums">{percent(campaign.ctr)}</TableCell>
            <TableCell>
              <CampaignActions campaign={campaign} today={today} className="flex justify-end gap-2" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
