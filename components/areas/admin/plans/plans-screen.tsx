"use client";

import { PackageSearch, Pencil, Plus, Power } from "lucide-react";
import { useTranslations } from "next-intl";
import { useOptimistic, useState, useTransition } from "react";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { PlanPermissions } from "@/lib/admin/back-office-permissions";
import { setPlanActive } from "@/lib/admin/plan-actions";
import { applyPlanChange, filterPlans, PLAN_FILTERS, planSummary, type PlanFilter } from "@/lib/admin/plans";
import type { Plan } from "@/lib/admin/types";
import { cn } from "@/lib/utils";

import { PlanCard } from "./plan-card";
import { PlanFormDialog, type PlanFormTarget } from "./plan-form-dialog";
import { PlanSummary } from "./plan-summary";

const PRIMARY = "bg-accent text-accent-foreground hover:bg-accent/90";

type PlansScreenProps = { plans: Plan[]; permissions: PlanPermissions };

/**
 * product.md §2 Planos over the planos table: a filter by type (Todos, Empresas, Anunciantes), the plan cards,
 * and, for an administrator whose permissions allow it, 'Novo plano', Editar and Ativar/Desativar saved by
 * server actions. A toggle shows at once (useOptimistic); a refused one falls back and a toast says why.
 */
export function PlansScreen({ plans, permissions }: PlansScreenProps) {
  const t = useTranslations("adminPlans");
  const [shown, applyOptimistic] = useOptimistic(plans, applyPlanChange);
  const [, startTransition] = useTransition();
  const [filter, setFilter] = useState<PlanFilter>("all");
  const [formTarget, setFormTarget] = useState<PlanFormTarget>(null);
  const listed = filterPlans(shown, filter);

  function toggle(plan: Plan) {
    const active = plan.status !== "active";
    startTransition(async () => {
      applyOptimistic({ id: plan.id, status: active ? "active" : "inactive" });
      const result = await setPlanActive(plan.id, active);
      if (result.ok) {
        toast.success(t(active ? "toasts.activated" : "toasts.deactivated", { name: plan.name }), {
          description: t("toasts.storefront"),
        });
      } else toast.error(t("toasts.failed"), { description: result.error });
    });
  }

  const actions = (plan: Plan) =>
    permissions.edit ? (
      <>
        <Button
          variant="outline"
          size="sm"
          aria-label={t("editOf", { name: plan.name, type: t(`types.${plan.type}`) })}
          onClick={() => setFormTarget({ mode: "edit", plan })}
        >
          <Pencil aria-hidden="true" />
          {t("edit")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t(plan.status === "active" ? "deactivateOf" : "activateOf", {
            name: plan.name,
            type: t(`types.${plan.type}`),
          })}
          onClick={() => toggle(plan)}
        >
          <Power aria-hidden="true" />
          {t(plan.status === "active" ? "deactivate" : "activate")}
        </Button>
      </>
    ) : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
        {permissions.create ? (
          <Button onClick={() => setFormTarget({ mode: "create" })} className={PRIMARY}>
            <Plus aria-hidden="true" />
            {t("newPlan")}
          </Button>
        ) : null}
      </div>
      {permissions.create || permissions.edit ? null : (
        <p className="rounded-md border bg-muted px-4 py-3 text-sm text-muted-foreground">{t("readOnly")}</p>
      )}
      <PlanSummary summary={planSummary(shown)} />
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
          {t("count", { count: listed.length })}
        </p>
      </div>
      {listed.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background p-8 text-center">
          <PackageSearch aria-hidden="true" className="size-8 text-muted-foreground" />
          {shown.length === 0 ? (
            <>
              <p className="font-semibold">{t("empty.noneTitle")}</p>
              <p className="text-sm text-muted-foreground">{t("empty.noneText")}</p>
            </>
          ) : (
            <>
              <p className="font-semibold">{t("empty.title")}</p>
              <p className="text-sm text-muted-foreground">{t("empty.text")}</p>
              <Button variant="outline" size="sm" onClick={() => setFilter("all")}>
                {t("empty.showAll")}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul
          aria-label={t(`filters.${filter}`)}
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {listed.map((plan) => (
            <PlanCard key={plan.id} plan={plan} actions={actions(plan)} />
          ))}
        </ul>
      )}
      <PlanFormDialog
        target={formTarget}
        plans={shown}
        onClose={() => setFormTarget(null)}
        onSaved={(name, mode) => {
          setFormTarget(null);
          toast.success(t(mode === "create" ? "toasts.created" : "toasts.updated", { name }), {
            description: t("toasts.storefront"),
          });
        }}
      />
    </div>
  );
}
