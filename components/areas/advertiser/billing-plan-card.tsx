import { Check } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { PlanUsageBar } from "@/components/areas/plan-usage-bar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Plan } from "@/lib/admin/types";
import type { UsageRow } from "@/lib/advertiser/billing";
import { formatMoney } from "@/lib/format";

type BillingPlanCardProps = { plan: Plan | null; usage: readonly UsageRow[] };

/**
 * product.md §9: the advertiser's current plan, its features and the use of its ad and impression limits; a plan
 * taken off sale says so, and that it holds until the advertiser picks one of the plans for sale.
 */
export function BillingPlanCard({ plan, usage }: BillingPlanCardProps) {
  const t = useTranslations("advertiserBilling");
  const format = useFormatter();
  if (!plan) {
    return (
      <Card role="region" aria-labelledby="billing-plan-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="billing-plan-heading" className="text-xl">
              {t("planUnavailable")}
            </h2>
          </CardTitle>
          <CardDescription>{t("planUnavailableText")}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  // an administrator took it off sale: the advertiser stays on it, with its limits and fee, until they change
  const offSale = plan.status === "inactive";
  return (
    <Card role="region" aria-labelledby="billing-plan-heading">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t("currentPlan")}</Badge>
          {offSale ? <Badge variant="outline">{t("planUnavailable")}</Badge> : null}
        </div>
        <CardTitle>
          <h2 id="billing-plan-heading" className="text-xl">
            {t("planName", { name: plan.name })}
          </h2>
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        {offSale ? <p className="text-sm">{t("planUnavailableText")}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <p className="text-2xl font-semibold tabular-nums">
          {t("pricePerMonth", { price: formatMoney(plan.price) })}
        </p>
        <section aria-labelledby="billing-usage-heading" className="flex flex-col gap-4">
          <h3 id="billing-usage-heading" className="font-semibold">
            {t("usageHeading")}
          </h3>
          {usage.map((row) => (
            <PlanUsageBar
              key={row.key}
              label={t(`usage.${row.key}.label`)}
              used={row.used}
              limit={row.limit}
              formatCount={(used, limit) =>
                t(`usage.${row.key}.count`, { used: format.number(used), limit: format.number(limit) })
              }
            />
          ))}
        </section>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
