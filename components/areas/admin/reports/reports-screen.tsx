import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { PeriodSelector } from "@/components/areas/reports/period-selector";
import { ReportDownloads } from "@/components/areas/reports/report-downloads";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Card, CardContent } from "@/components/ui/card";
import type { ReportCard } from "@/lib/admin/reports";
import { formatDate } from "@/lib/format";
import { pointLabel } from "@/lib/reports/labels";
import type { DateRange, ReportPeriod } from "@/lib/reports/periods";
import type { AdminPoint, ChartBucket } from "@/lib/reports/types";

import { ReportCardView } from "./report-card";

export const ADMIN_REPORTS_PATH = "/admin/reports";

type AdminReportsScreenProps = {
  period: ReportPeriod;
  range: DateRange;
  cards: ReportCard[];
  bucket: ChartBucket;
  points: AdminPoint[];
};

/**
 * product.md §2 Relatórios: the period selector (shared with the company reports), its days, the whole
 * report's PDF and Excel, the revenue over the period and the four cards, each with its own files.
 */
export function AdminReportsScreen({ period, range, cards, bucket, points }: AdminReportsScreenProps) {
  const t = useTranslations("adminReports");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2">
          <PeriodSelector current={period} basePath={ADMIN_REPORTS_PATH} />
          <p className="text-sm text-muted-foreground" data-testid="report-range">
            {t("range", { start: formatDate(range.start), end: formatDate(range.end) })}
          </p>
        </div>
        <div role="group" aria-label={t("exportAll")} className="flex flex-col gap-1 sm:items-end">
          <p className="text-sm font-medium">{t("exportAll")}</p>
          <ReportDownloads
            scope="admin"
            request={{ period, card: null }}
            size="default"
            labels={{ pdf: t("pdf"), excel: t("excel"), pdfName: t("pdfOfAll"), excelName: t("excelOfAll") }}
          />
        </div>
      </div>
      <section aria-labelledby="admin-report-chart-heading">
        <h2 id="admin-report-chart-heading" className="sr-only">
          {t("chartTitle")}
        </h2>
        <Card className="py-4">
          <CardContent className="px-4">
            <TimeSeriesChart
              caption={t(`chartCaption.${bucket}`)}
              categories={points.map((point) => pointLabel(point, bucket))}
              series={[
                { label: t("revenue"), values: points.map((point) => point.revenue), tone: "primary" },
              ]}
              valueFormat="currency"
            />
          </CardContent>
        </Card>
      </section>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {cards.map((card) => (
          <ReportCardView key={card.key} card={card} period={period} />
        ))}
      </ul>
    </div>
  );
}
