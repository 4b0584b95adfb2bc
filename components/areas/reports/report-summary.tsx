import { Banknote, Clock, Receipt, ShoppingBag, Star, TrendingUp, Users } from "lucide-react";
import { useTranslations } from "next-intl";

import { SectionHeading } from "@/components/areas/section-heading";
import { StatCard } from "@/components/areas/stat-card";
import type { CompanyStats } from "@/lib/company/types";
import { formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";
import type { CompanyReport } from "@/lib/reports/types";

type ReportSummaryProps = Pick<CompanyReport, "revenue" | "orders" | "cancelled" | "averageTicket">;

/** The period's revenue, charged orders (with the cancelled ones as a hint) and average ticket. */
export function ReportSummary({ revenue, orders, cancelled, averageTicket }: ReportSummaryProps) {
  const t = useTranslations("companyReports");
  return (
    <section aria-labelledby="report-summary-heading">
      <SectionHeading id="report-summary-heading">{t("summaryTitle")}</SectionHeading>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t("revenue")} value={formatMoney(revenue)} icon={Banknote} />
        <StatCard
          label={t("orders")}
          value={String(orders)}
          icon={ShoppingBag}
          hint={t("cancelledHint", { count: cancelled })}
        />
        <StatCard label={t("averageTicket")} value={formatMoney(averageTicket)} icon={Receipt} />
      </div>
    </section>
  );
}

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, signDisplay: "exceptZero" });
const decimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * product.md §3 Company stats: the store's standing figures, which do not depend on the period. Growth and
 * delivery time read '—' with the reason when there is nothing to measure yet.
 */
export function StoreIndicators({ stats }: { stats: CompanyStats }) {
  const t = useTranslations("companyReports");
  return (
    <section aria-labelledby="report-indicators-heading">
      <SectionHeading id="report-indicators-heading">{t("indicatorsTitle")}</SectionHeading>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t("monthlyGrowth")}
          value={stats.monthlyGrowth === null ? t("noValue") : `${percent.format(stats.monthlyGrowth)}%`}
          hint={stats.monthlyGrowth === null ? t("noEarlierSales") : undefined}
          icon={TrendingUp}
        />
        <StatCard label={t("totalCustomers")} value={String(stats.totalCustomers)} icon={Users} />
        <StatCard label={t("rating")} value={decimal.format(stats.rating)} icon={Star} />
        <StatCard
          label={t("avgDeliveryTime")}
          value={
            stats.avgDeliveryTime === null ? t("noValue") : t("minutes", { minutes: stats.avgDeliveryTime })
          }
          hint={stats.avgDeliveryTime === null ? t("noDeliveries") : undefined}
          icon={Clock}
        />
      </div>
    </section>
  );
}
