import { Coins, Eye, Megaphone, MousePointerClick, Percent, Wallet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { AdvertiserMetrics as AdvertiserMetricsData } from "@/lib/advertiser/types";
import { formatMoney } from "@/lib/format";

type AdvertiserMetricsProps = {
  metrics: AdvertiserMetricsData;
  /** the dashboard's sixth card: how many of the campaigns listed beside it run */
  activeCampaigns?: number;
};

/**
 * product.md §2 Advertiser dashboard: the metric cards, counted from the impressions and clicks the home's
 * banner recorded (conversions are not measured: no order is traced back to an ad).
 */
export function AdvertiserMetrics({ metrics, activeCampaigns }: AdvertiserMetricsProps) {
  const t = useTranslations("advertiserDashboard.metrics");
  const format = useFormatter();
  const cards = [
    { key: "impressions", value: format.number(metrics.impressions), icon: Eye },
    { key: "clicks", value: format.number(metrics.clicks), icon: MousePointerClick },
    {
      key: "ctr",
      value: format.number(metrics.ctr / 100, { style: "percent", maximumFractionDigits: 2 }),
      icon: Percent,
    },
    { key: "spent", value: formatMoney(metrics.spent), icon: Wallet },
    { key: "cpc", value: formatMoney(metrics.cpc), icon: Coins },
    ...(activeCampaigns === undefined
      ? []
      : [{ key: "activeCampaigns", value: format.number(activeCampaigns), icon: Megaphone }]),
  ] as const;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key}>
          <StatCard label={t(card.key)} value={card.value} icon={card.icon} />
        </li>
      ))}
    </ul>
  );
}
