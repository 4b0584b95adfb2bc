import { Building2, ShoppingBag, Users, Wallet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import { formatMoney } from "@/lib/format";

/** product.md §2 Admin dashboard: summary cards with fixed numbers (no server call). */
export const ADMIN_SUMMARY = {
  companies: 156,
  pendingCompanies: 12,
  users: 2847,
  usersGrowth: 8.2,
  orders: 1234,
  ordersGrowth: 15.3,
  revenue: 45678.9,
  revenueGrowth: 12.1,
} as const;

export function OverviewSummary() {
  const t = useTranslations("adminDashboard.summary");
  const format = useFormatter();
  const growth = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <li>
        <StatCard
          label={t("companies")}
          value={format.number(ADMIN_SUMMARY.companies)}
          hint={t("pendingCompanies", { count: ADMIN_SUMMARY.pendingCompanies })}
          icon={Building2}
        />
      </li>
      <li>
        <StatCard
          label={t("users")}
          value={format.number(ADMIN_SUMMARY.users)}
          hint={t("usersGrowth", { value: growth(ADMIN_SUMMARY.usersGrowth) })}
          icon={Users}
        />
      </li>
      <li>
        <StatCard
          label={t("orders")}
          value={format.number(ADMIN_SUMMARY.orders)}
          hint={t("ordersGrowth", { value: growth(ADMIN_SUMMARY.ordersGrowth) })}
          icon={ShoppingBag}
        />
      </li>
      <li>
        <StatCard
          label={t("revenue")}
          value={formatMoney(ADMIN_SUMMARY.revenue)}
          hint={t("revenueGrowth", { value: growth(ADMIN_SUMMARY.revenueGrowth) })}
          icon={Wallet}
        />
      </li>
    </ul>
  );
}
