import { CircleCheck, CircleOff, Package } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { PlanUsageBar } from "@/components/areas/plan-usage-bar";
import { StatCard } from "@/components/areas/stat-card";
import { Card, CardContent } from "@/components/ui/card";
import type { ProductCounts } from "@/lib/company/products";

type CompanyProductsSummaryProps = { counts: ProductCounts; productLimit: number | null };

/** The product counters and the plan's product limit ("12 de 50 produtos"; -1, unlimited, reads 'Ilimitado'). */
export function CompanyProductsSummary({ counts, productLimit }: CompanyProductsSummaryProps) {
  const t = useTranslations("companyProducts");
  const format = useFormatter();
  return (
    <section aria-label={t("summaryLabel")} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={t("countTotal")} value={format.number(counts.total)} icon={Package} />
      <StatCard label={t("countAvailable")} value={format.number(counts.available)} icon={CircleCheck} />
      <StatCard label={t("countUnavailable")} value={format.number(counts.unavailable)} icon={CircleOff} />
      {productLimit === null ? null : (
        <Card className="gap-0 py-4">
          <CardContent className="flex h-full flex-col justify-center gap-1 px-4">
            <p className="text-sm text-muted-foreground">{t("planTitle")}</p>
            <PlanUsageBar
              label={t("planLabel")}
              used={counts.total}
              limit={productLimit}
              formatCount={(used, limit) => t("planCount", { used, limit })}
            />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
