import { Clock, ShoppingBag, Star, TrendingUp, Users, Wallet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { CompanyStats as CompanyStatsData } from "@/lib/company/types";
import { formatMoney } from "@/lib/format";

/**
 * product.md §2 Company dashboard: the six stat cards, from the store's orders. A figure with nothing to
 * measure yet (no delivery in 30 days, no sales to compare with) reads '—' and says why.
 */
export function CompanyStats({ stats }: { stats: CompanyStatsData }) {
  const t = useTranslations("companyDashboard.stats");
  const format = useFormatter();
  const growth =
    stats.monthlyGrowth === null
      ? t("noValue")
      : format.number(stats.monthlyGrowth / 100, {
          style: "percent",
          maximumFractionDigits: 1,
          signDisplay: "exceptZero",
        });
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <li>
        <StatCard
          label={t("todayOrders")}
          value={format.number(stats.todayOrders)}
          icon={ShoppingBag}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={t("todayRevenue")}
          value={formatMoney(stats.todayRevenue)}
          icon={Wallet}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={t("avgDeliveryTime")}
          value={
            stats.avgDeliveryTime === null
              ? t("noValue")
              : t("avgDeliveryTimeValue", { minutes: stats.avgDeliveryTime })
          }
          hint={stats.avgDeliveryTime === null ? t("noDeliveries") : undefined}
          icon={Clock}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={t("rating")}
          value={format.number(stats.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          icon={Star}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={t("monthlyGrowth")}
          value={growth}
          hint={stats.monthlyGrowth === null ? t("noEarlierSales") : undefined}
          icon={TrendingUp}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={t("totalCustomers")}
          value={format.number(stats.totalCustomers)}
          icon={Users}
          className="h-full"
        />
      </li>
    </ul>
  );
}
