import { useTranslations } from "next-intl";

import type { Plan } from "@/lib/admin/types";
import { UNLIMITED } from "@/lib/plans/usage";

/** The business sign-up says which plan the new store starts on (product.md §4: Gratuito), as the table has it. */
export function StartingPlanNote({ plan }: { plan: Pick<Plan, "name" | "maxProducts"> }) {
  const t = useTranslations("paraEmpresas");
  return (
    <p className="mb-4 rounded-md bg-secondary px-4 py-3 text-sm text-secondary-foreground">
      {plan.maxProducts === UNLIMITED
        ? t("signupPlanUnlimited", { name: plan.name })
        : t("signupPlan", { name: plan.name, products: plan.maxProducts })}
    </p>
  );
}
