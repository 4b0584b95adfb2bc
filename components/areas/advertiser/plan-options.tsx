import { useTranslations } from "next-intl";

import { ChangePlanButton } from "@/components/areas/advertiser/change-plan-button";
import { SectionHeading } from "@/components/areas/section-heading";
import { Badge } from "@/components/ui/badge";
import type { Plan } from "@/lib/admin/types";
import { impressionsOver } from "@/lib/advertiser/billing";
import { UNLIMITED } from "@/lib/plans/usage";
import { formatMoney } from "@/lib/format";

/** product.md §9 advertiser plans side by side, the current one marked, each other one a click (and a confirmation) away. */
export function PlanOptions({
  plans,
  currentId,
  monthImpressions,
}: {
  plans: readonly Plan[];
  currentId: string | null;
  /** this month's impressions so far: a plan with fewer stops the ads until next month, and its dialog says so */
  monthImpressions: number;
}) {
  const t = useTranslations("advertiserBilling");
  const limit = (value: number | undefined, key: "ads" | "impressions") =>
    value === undefined || value === UNLIMITED
      ? t(`limits.${key}Unlimited`)
      : t(`limits.${key}`, { count: value });
  return (
    <section aria-labelledby="billing-plans-heading">
      <SectionHeading id="billing-plans-heading">{t("plansHeading")}</SectionHeading>
      <ul className="grid gap-3 md:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{plan.name}</h3>
              {plan.id === currentId ? <Badge variant="success">{t("currentPlan")}</Badge> : null}
            </div>
            <p className="text-lg font-semibold tabular-nums">
              {t("pricePerMonth", { price: formatMoney(plan.price) })}
            </p>
            <ul className="grid gap-1 text-sm text-muted-foreground">
              <li>{limit(plan.maxAds, "ads")}</li>
              <li>{limit(plan.maxImpressions, "impressions")}</li>
            </ul>
            {plan.id === currentId ? null : (
              <ChangePlanButton
                planId={plan.id}
                name={plan.name}
                price={t("pricePerMonth", { price: formatMoney(plan.price) })}
                limits={`${limit(plan.maxAds, "ads")}; ${limit(plan.maxImpressions, "impressions")}`}
                warning={
                  impressionsOver(plan.maxImpressions, monthImpressions)
                    ? t("changePlan.impressionsWarning", {
                        count: monthImpressions,
                        max: plan.maxImpressions ?? 0,
                        name: plan.name,
                      })
                    : undefined
                }
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
