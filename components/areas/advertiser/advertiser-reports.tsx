import { useTranslations } from "next-intl";

import { ReportPeriodPanel } from "@/components/areas/advertiser/report-period-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { PeriodReport, ReportPeriod } from "@/lib/advertiser/reports";
import { formatDate } from "@/lib/format";

const DEFAULT_PERIOD: ReportPeriod = "month";

/** product.md §9 report periods as a period selector; every period is rendered on the server. */
export function AdvertiserReports({ asOf, reports }: { asOf: string; reports: readonly PeriodReport[] }) {
  const t = useTranslations("advertiserReports");
  return (
    <Tabs defaultValue={DEFAULT_PERIOD} className="gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <TabsList
          aria-label={t("periodLabel")}
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit"
        >
          {reports.map((report) => (
            <TabsTrigger key={report.period} value={report.period}>
              {t(`periods.${report.period}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="text-sm text-muted-foreground">{t("asOf", { date: formatDate(asOf) })}</p>
      </div>
      {reports.map((report) => (
        <TabsContent key={report.period} value={report.period}>
          <ReportPeriodPanel report={report} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
