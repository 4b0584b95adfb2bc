import { Coins, Eye, MousePointerClick, Percent, Target, Wallet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { AdvertiserMetrics as AdvertiserMetricsData } from "@/lib/advertiser/types";
import { formatMoney } from "@/lib/format";

/** product.md §2 Advertiser dashboard: the six metric cards. */
export function AdvertiserMetrics({ metrics }: { metrics: AdvertiserMetricsData }) {
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
    { key: "conversions", value: format.number(metrics.conversions), icon: Target },
    { key: "cpc", value: formatMoney(metrics.cpc), icon: Coins },
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
