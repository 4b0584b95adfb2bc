import { Clock, ShoppingBag, Star, TrendingUp, Users, Wallet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { CompanyStats as CompanyStatsData } from "@/lib/company/types";
import { formatMoney } from "@/lib/format";

/** product.md §2 Company dashboard: the six stat cards. */
export function CompanyStats({ stats }: { stats: CompanyStatsData }) {
  const t = useTranslations("companyDashboard.stats");
  const format = useFormatter();
  const growth = format.number(stats.monthlyGrowth / 100, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <li>
        <StatCard label={t("todayOrders")} value={format.number(stats.todayOrders)} icon={ShoppingBag} />
      </li>
      <li>
        <StatCard label={t("todayRevenue")} value={formatMoney(stats.todayRevenue)} icon={Wallet} />
      </li>
      <li>
        <StatCard
          label={t("avgDeliveryTime")}
          value={t("avgDeliveryTimeValue", { minutes: stats.avgDeliveryTime })}
          icon={Clock}
        />
      </li>
      <li>
        <StatCard
          label={t("rating")}
          value={format.number(stats.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          icon={Star}
        />
      </li>
      <li>
        <StatCard label={t("monthlyGrowth")} value={growth} icon={TrendingUp} />
      </li>
      <li>
        <StatCard label={t("totalCustomers")} value={format.number(stats.totalCustomers)} icon={Users} />
      </li>
    </ul>
  );
}
