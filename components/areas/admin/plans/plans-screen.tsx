"use client";

import { PackageSearch } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import type { Plan } from "@/lib/admin/types";
import { filterPlans, PLAN_FILTERS, type PlanFilter } from "@/lib/admin/plans";
import { cn } from "@/lib/utils";

import { PlanCard } from "./plan-card";

/** product.md §2 Planos: a filter by type (Todos, Empresas, Anunciantes) over the plan cards of product.md §9. */
export function PlansScreen({ plans }: { plans: Plan[] }) {
  const t = useTranslations("adminPlans");
  const [filter, setFilter] = useState<PlanFilter>("all");
  const shown = filterPlans(plans, filter);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("filterLabel")} className="inline-flex rounded-lg bg-muted p-1">
          {PLAN_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
              className={cn(
                "h-8 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                filter === option && "bg-background text-foreground shadow-sm",
              )}
            >
              {t(`filters.${option}`)}
            </button>
          ))}
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {t("count", { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background p-8 text-center">
          <PackageSearch aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">{t("empty.title")}</p>
          <p className="text-sm text-muted-foreground">{t("empty.text")}</p>
          <Button variant="outline" size="sm" onClick={() => setFilter("all")}>
            {t("empty.showAll")}
          </Button>
        </div>
      ) : (
        <ul
          aria-label={t(`filters.${filter}`)}
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {shown.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </div>
  );
}
