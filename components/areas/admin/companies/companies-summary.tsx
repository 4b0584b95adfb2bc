import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useTranslations } from "next-intl";

import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { ApprovalShare } from "@/lib/admin/companies";

const ICON = { approved: CircleCheck, pending: Clock, rejected: CircleX } as const;
const BAR = { approved: "bg-success", pending: "bg-warning", rejected: "bg-destructive" } as const;

/** product.md §2/9: approved, pending and rejected as the rounded share of all companies. */
export function CompaniesSummary({ shares, total }: { shares: ApprovalShare[]; total: number }) {
  const t = useTranslations("adminCompanies");
  return (
    <section aria-labelledby="companies-summary-heading">
      <h2 id="companies-summary-heading" className="sr-only">
        {t("summaryHeading")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {shares.map(({ status, count, percent }) => {
          const Icon = ICON[status];
          const label = t(`tabs.${status}`);
          return (
            <li key={status}>
              <Card className="gap-3 py-4">
                <CardContent className="flex flex-col gap-3 px-4">
                  <div className="flex items-start justify-between gap-3">
                    <dl className="flex flex-col gap-1">
                      <dt className="text-sm text-muted-foreground">{label}</dt>
                      <dd className="text-2xl font-semibold tabular-nums">{count}</dd>
                      <dd className="text-xs text-muted-foreground">
                        {t("shareOfTotal", { percent })} · {t("shareCount", { count, total })}
                      </dd>
                    </dl>
                    <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                  </div>
                  <Progress
                    value={percent}
                    indicatorClassName={BAR[status]}
                    aria-label={t("shareLabel", { status: label, percent })}
                  />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
