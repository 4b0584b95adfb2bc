import Link from "next/link";
import { useTranslations } from "next-intl";

import { PERIOD_PARAMS, REPORT_PERIODS, type ReportPeriod } from "@/lib/reports/periods";
import { cn } from "@/lib/utils";

type PeriodSelectorProps = { current: ReportPeriod; basePath: string };

/**
 * product.md §9 report periods as links: the choice lives in the URL (?periodo=), so a report can be shared
 * or bookmarked, and it works before any JavaScript loads.
 */
export function PeriodSelector({ current, basePath }: PeriodSelectorProps) {
  const t = useTranslations("companyReports");
  return (
    <nav aria-label={t("periodLabel")}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg border bg-background p-1 sm:inline-grid sm:grid-cols-4">
        {REPORT_PERIODS.map((period) => {
          const active = period === current;
          return (
            <li key={period}>
              <Link
                href={`${basePath}?periodo=${PERIOD_PARAMS[period]}`}
                aria-current={active ? "true" : undefined}
                scroll={false}
                className={cn(
                  "flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active
                    ? "bg-accent text-accent-foreground"
                    : "hover:bg-secondary hover:text-secondary-foreground",
                )}
              >
                {t(`periods.${period}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
