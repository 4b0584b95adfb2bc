import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { formatLimit } from "@/components/layout/para-empresas/plan-rules";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { Plan } from "@/lib/admin/types";

function Included({ value }: { value: boolean }) {
  const t = useTranslations("paraEmpresas.plans");
  return (
    <>
      <SpriteIcon
        name={value ? "check" : "minus"}
        className={value ? "mx-auto size-4 text-success" : "mx-auto size-4 text-muted-foreground"}
      />
      <span className="sr-only">{value ? t("included") : t("notIncluded")}</span>
    </>
  );
}

/** Side-by-side limits of the company plans; -1 reads 'Ilimitado' (product.md §3). */
export function PlanComparison({ plans }: { plans: readonly Plan[] }) {
  const t = useTranslations("paraEmpresas.plans");
  const rows: [string, (plan: Plan) => ReactNode][] = [
    [t("products"), (plan) => formatLimit(plan.maxProducts, t("unlimited"))],
    [t("images"), (plan) => formatLimit(plan.maxImages, t("unlimited"))],
    [t("featured"), (plan) => <Included value={plan.featured} />],
    [t("analytics"), (plan) => <Included value={plan.analytics} />],
    [t("support"), (plan) => t(`supportLevel.${plan.support}`)],
  ];
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-80 text-sm">
        <caption className="sr-only">{t("compareTitle")}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-3 text-left font-semibold sm:px-4">
              {t("feature")}
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-3 py-3 text-center font-semibold sm:px-4">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label} className="border-t">
              <th scope="row" className="px-3 py-3 text-left font-medium sm:px-4">
                {label}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-3 py-3 text-center sm:px-4">
                  {cell(plan)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
