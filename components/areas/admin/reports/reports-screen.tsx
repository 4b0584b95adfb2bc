import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { PeriodSelector } from "@/components/areas/reports/period-selector";
import type { ReportCard } from "@/lib/admin/reports";
import type { ReportPeriod } from "@/lib/reports/periods";

import { ReportCardView } from "./report-card";

export const ADMIN_REPORTS_PATH = "/admin/reports";

/** product.md §2 Relatórios: the period selector (shared with the company reports) and the four cards. */
export function AdminReportsScreen({ period, cards }: { period: ReportPeriod; cards: ReportCard[] }) {
  const t = useTranslations("adminReports");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSelector current={period} basePath={ADMIN_REPORTS_PATH} />
        <p className="text-sm text-muted-foreground">
          {t(`periods.${period}`)} · {t("sampleNote")}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {cards.map((card) => (
          <ReportCardView key={card.key} card={card} period={period} />
        ))}
      </ul>
    </div>
  );
}
