import { BarChart3 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { pointLabel } from "@/lib/reports/labels";
import { PERIOD_PARAMS } from "@/lib/reports/periods";
import type { CompanyReport } from "@/lib/reports/types";

import { BestSellers } from "./best-sellers";
import { PeriodSelector } from "./period-selector";
import { ReportDownloads } from "./report-downloads";
import { ReportSummary, StoreIndicators } from "./report-summary";

export const REPORTS_PATH = "/company/relatorios";

/**
 * /company/relatorios: the chosen period's figures, revenue over time and best sellers (product.md §9 periods),
 * and the same report as a PDF or an Excel file.
 */
export function CompanyReports({ report }: { report: CompanyReport }) {
  const t = useTranslations("companyReports");
  const hasSales = report.orders + report.cancelled > 0;
  const range = { start: formatDate(report.range.start), end: formatDate(report.range.end) };
  const periodName = t(`periods.${report.period}`);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2">
          <PeriodSelector current={report.period} basePath={REPORTS_PATH} />
          <p className="text-sm text-muted-foreground" data-testid="report-range">
            {t("range", range)}
          </p>
        </div>
        <div role="group" aria-label={t("exportLabel")}>
          <ReportDownloads
            scope="company"
            request={{ period: report.period, card: null }}
            size="default"
            labels={{
              pdf: t("pdf"),
              excel: t("excel"),
              pdfName: t("pdfOf", { period: periodName }),
              excelName: t("excelOf", { period: periodName }),
            }}
          />
        </div>
      </div>
      {hasSales ? (
        <>
          <ReportSummary {...report} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="report-chart-heading">
              <h2 id="report-chart-heading" className="sr-only">
                {t("chartTitle")}
              </h2>
              <Card className="py-4">
                <CardContent className="px-4">
                  <TimeSeriesChart
                    caption={t(`chartCaption.${report.bucket}`)}
                    categories={report.points.map((point) => pointLabel(point, report.bucket))}
                    series={[
                      { label: t("revenue"), values: report.points.map((p) => p.revenue), tone: "primary" },
                    ]}
                    valueFormat="currency"
                  />
                </CardContent>
              </Card>
            </section>
            <BestSellers items={report.bestSellers} />
          </div>
        </>
      ) : (
        <Card className="items-center py-10 text-center">
          <CardContent className="flex flex-col items-center gap-3">
            <BarChart3 aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
            <p className="max-w-md text-muted-foreground">{t("emptyText")}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link href={`${REPORTS_PATH}?periodo=${PERIOD_PARAMS.year}`}>{t("emptyYear")}</Link>
              </Button>
              <Button asChild>
                <Link href="/company/pedidos">{t("emptyOrders")}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      <StoreIndicators stats={report.stats} />
    </div>
  );
}
