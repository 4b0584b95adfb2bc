import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { PeriodSelector } from "@/components/areas/reports/period-selector";
import type { ReportCard } from "@/lib/admin/reports";
import { formatDate } from "@/lib/format";
import type { DateRange, ReportPeriod } from "@/lib/reports/periods";

import { ReportCardView } from "./report-card";

export const ADMIN_REPORTS_PATH = "/admin/reports";

type AdminReportsScreenProps = { period: ReportPeriod; range: DateRange; cards: ReportCard[] };

/** product.md §2 Relatórios: the period selector (shared with the company reports), its days and the four cards. */
export function AdminReportsScreen({ period, range, cards }: AdminReportsScreenProps) {
  const t = useTranslations("adminReports");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSelector current={period} basePath={ADMIN_REPORTS_PATH} />
        <p className="text-sm text-muted-foreground" data-testid="report-range">
          {t("range", { start: formatDate(range.start), end: formatDate(range.end) })}
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
