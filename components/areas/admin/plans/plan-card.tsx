import { Check, Star } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import type { Plan } from "@/lib/admin/types";
import { planLimits } from "@/lib/admin/plans";
import { formatMoney } from "@/lib/format";

/**
 * product.md §3/9: one plan with price, limits (-1 reads 'Ilimitado'), features, support, priority, status;
 * `actions` (Editar, Ativar/Desativar) for an administrator who may change plans.
 */
export function PlanCard({ plan, actions }: { plan: Plan; actions?: ReactNode }) {
  const t = useTranslations("adminPlans");
  const format = useFormatter();
  return (
    <li
      data-status={plan.status}
      className="flex flex-col gap-4 rounded-lg border border-t-4 bg-card p-5 shadow-sm data-[status=inactive]:bg-muted/40"
      style={{ borderTopColor: plan.color }}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t(`types.${plan.type}`)}
          </p>
          <h2 className="text-lg font-semibold">{plan.name}</h2>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {plan.featured ? (
            <Badge variant="secondary">
              <Star aria-hidden="true" />
              {t("featured")}
            </Badge>
          ) : null}
          <Badge variant={plan.status === "active" ? "success" : "outline"}>
            {t(`status.${plan.status}`)}
          </Badge>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{plan.description}</p>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight tabular-nums">{formatMoney(plan.price)}</span>
        <span className="text-sm text-muted-foreground">{t("perMonth")}</span>
      </p>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t("limitsTitle")}</h3>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {planLimits(plan).map((limit) => (
            <div key={limit.key} className="rounded-md bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t(`limits.${limit.key}`)}</dt>
              <dd className="font-semibold tabular-nums">
                {limit.unlimited ? t("unlimited") : format.number(limit.value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t("featuresTitle")}</h3>
        <ul className="flex flex-col gap-1.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t pt-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t("support")}</dt>
          <dd className="font-medium">{t(`supportLevels.${plan.support}`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("priority")}</dt>
          <dd className="font-medium">{t("priorityValue", { priority: plan.priority })}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("analytics")}</dt>
          <dd className="font-medium">{plan.analytics ? t("analyticsYes") : t("analyticsNo")}</dd>
        </div>
      </dl>
      {actions ? <div className="flex flex-wrap gap-2 border-t pt-3">{actions}</div> : null}
    </li>
  );
}
