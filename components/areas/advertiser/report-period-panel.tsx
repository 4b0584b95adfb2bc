import { CalendarX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { AdvertiserMetrics } from "@/components/areas/advertiser/advertiser-metrics";
import { EmptyState } from "@/components/areas/empty-state";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Button } from "@/components/ui/button";
import { dayLabel, type PeriodReport } from "@/lib/advertiser/reports";
import { formatDate } from "@/lib/format";

/** One report period: its dates, the six metrics of product.md §3 and the impressions and clicks chart. */
export function ReportPeriodPanel({ report }: { report: PeriodReport }) {
  const t = useTranslations("advertiserReports");
  const period = t(`periods.${report.period}`);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        {t("range", { from: formatDate(report.from), to: formatDate(report.to) })}
      </p>
      <section aria-labelledby={`report-metrics-${report.period}`}>
        <h2 id={`report-metrics-${report.period}`} className="mb-3 text-lg font-semibold">
          {t("metricsHeading", { period })}
        </h2>
        <AdvertiserMetrics metrics={report.metrics} />
      </section>
      <section aria-labelledby={`report-charts-${report.period}`}>
        <h2 id={`report-charts-${report.period}`} className="mb-3 text-lg font-semibold">
          {t("chartsHeading")}
        </h2>
        {report.metrics.impressions === 0 ? (
          <EmptyState icon={CalendarX} headingLevel="h3" title={t("emptyTitle")} text={t("emptyText")}>
            <Button asChild variant="outline">
              <Link href="/advertiser/campaigns">{t("seeCampaigns")}</Link>
            </Button>
          </EmptyState>
        ) : (
          // the chart draws each series on its own scale: clicks are ~3% of impressions
          <div className="rounded-lg border bg-card p-4 shadow-sm">
            <TimeSeriesChart
              caption={t("chartCaption", { period })}
              categories={report.days.map((day) => dayLabel(day.date))}
              series={[
                {
                  label: t("series.impressions"),
                  values: report.days.map((day) => day.impressions),
                  tone: "primary",
                },
                { label: t("series.clicks"), values: report.days.map((day) => day.clicks), tone: "accent" },
              ]}
              valueFormat="integer"
            />
          </div>
        )}
      </section>
    </div>
  );
}
