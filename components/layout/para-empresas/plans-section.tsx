import { useTranslations } from "next-intl";

import { PlanCard } from "@/components/layout/para-empresas/plan-card";
import { PlanComparison } from "@/components/layout/para-empresas/plan-comparison";
import type { Plan } from "@/lib/admin/types";

/** The company plans (product.md §9: Gratuito, Básico, Premium) as cards and a comparison table. */
export function ParaEmpresasPlans({ plans }: { plans: readonly Plan[] }) {
  const t = useTranslations("paraEmpresas.plans");
  return (
    <section
      id="planos"
      aria-labelledby="planos-titulo"
      className="mx-auto max-w-6xl scroll-mt-32 px-4 py-16"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <h2 id="planos-titulo" className="text-2xl font-bold md:text-3xl">
          {t("title")}
        </h2>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <h3 className="mt-14 mb-4 text-xl font-semibold">{t("compareTitle")}</h3>
      <PlanComparison plans={plans} />
    </section>
  );
}
