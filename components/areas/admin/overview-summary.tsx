import { Building2, ShoppingBag, Users, Wallet } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import { Button } from "@/components/ui/button";
import type { AdminDashboardSummary } from "@/lib/data/admin";
import { formatDate, formatMoney } from "@/lib/format";
import { formatGrowth } from "@/lib/reports/format";
import { PERIOD_PARAMS } from "@/lib/reports/periods";

/**
 * product.md §2 Admin dashboard: the summary cards, each from the data of the screen it summarises: the
 * stores as /admin/companies counts its tabs, the rest as /admin/reports counts 'Último Mês' (the last 30
 * São Paulo days), with the change over the 30 days before.
 */
export function OverviewSummary({ summary }: { summary: AdminDashboardSummary }) {
  const t = useTranslations("adminDashboard.summary");
  const format = useFormatter();
  const { companies, month } = summary;
  const growth = (value: number | null) =>
    value === null ? t("noGrowth") : t("growth", { value: formatGrowth(value) });
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <li>
          <StatCard
            label={t("companies")}
            value={format.number(companies.all)}
            hint={t("pendingCompanies", { count: companies.pending })}
            icon={Building2}
            className="h-full"
          />
        </li>
        <li>
          <StatCard
            label={t("users")}
            value={format.number(month.figures.users.activeUsers)}
            hint={growth(month.growth.activeUsers)}
            icon={Users}
            className="h-full"
          />
        </li>
        <li>
          <StatCard
            label={t("orders")}
            value={format.number(month.figures.activity.orders)}
            hint={growth(month.growth.orders)}
            icon={ShoppingBag}
            className="h-full"
          />
        </li>
        <li>
          <StatCard
            label={t("revenue")}
            value={formatMoney(month.figures.revenue.gross)}
            hint={growth(month.growth.revenue)}
            icon={Wallet}
            className="h-full"
          />
        </li>
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="admin-summary-range">
          {t("range", { start: formatDate(month.range.start), end: formatDate(month.range.end) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link href="/admin/companies">{t("seeCompanies")}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={`/admin/reports?periodo=${PERIOD_PARAMS.month}`}>{t("seeReport")}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
