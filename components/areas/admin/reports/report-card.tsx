import { Activity, Building2, Users, Wallet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { ReportDownloads } from "@/components/areas/reports/report-downloads";
import type { ReportCard, ReportMetric } from "@/lib/admin/reports";
import { formatMoney } from "@/lib/format";
import type { ReportPeriod } from "@/lib/reports/periods";

const ICON = { companies: Building2, users: Users, revenue: Wallet, activity: Activity } as const;

function useMetricText(): (metric: ReportMetric) => string {
  const format = useFormatter();
  return (metric) => {
    if (metric.format === "money") return formatMoney(metric.value);
    if (metric.format === "integer") return format.number(metric.value);
    const digits = {
      minimumFractionDigits: metric.fractionDigits,
      maximumFractionDigits: metric.fractionDigits,
    };
    return format.number(metric.value / 100, { style: "percent", ...digits });
  };
}

/** product.md §2 Relatórios: one of the four cards, its figures for the chosen period and its PDF and Excel. */
export function ReportCardView({ card, period }: { card: ReportCard; period: ReportPeriod }) {
  const t = useTranslations("adminReports");
  const text = useMetricText();
  const Icon = ICON[card.key];
  const headingId = `report-${card.key}`;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold">
              {t(`cards.${card.key}`)}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`cardDescriptions.${card.key}`)}</p>
          </div>
          <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          {card.metrics.map((metric) => (
            <div key={metric.key} className="rounded-md bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t(`metrics.${metric.key}`)}</dt>
              <dd className="text-xl font-semibold tracking-tight tabular-nums">{text(metric)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto">
          <ReportDownloads
            scope="admin"
            request={{ period, card: card.key }}
            labels={{
              pdf: t("pdf"),
              excel: t("excel"),
              pdfName: t("pdfOf", { card: t(`cards.${card.key}`) }),
              excelName: t("excelOf", { card: t(`cards.${card.key}`) }),
            }}
          />
        </div>
      </section>
    </li>
  );
}
