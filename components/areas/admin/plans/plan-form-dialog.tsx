"use client";

import { useTranslations } from "next-intl";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Plan } from "@/lib/admin/types";

import { PlanForm } from "./plan-form";

/** Which dialog is open: 'Novo plano', Editar on a plan, or none. */
export type PlanFormTarget = { mode: "create" } | { mode: "edit"; plan: Plan } | null;

type PlanFormDialogProps = {
  target: PlanFormTarget;
  plans: readonly Plan[];
  onClose: () => void;
  onSaved: (name: string, mode: "create" | "edit") => void;
};

/** product.md §2 Planos, saved for real: 'Novo plano' and Editar open this form. */
export function PlanFormDialog({ target, plans, onClose, onSaved }: PlanFormDialogProps) {
  const t = useTranslations("adminPlans.form");
  const editing = target?.mode === "edit" ? target.plan : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle", { name: editing.name }) : t("createTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        {target ? (
          <PlanForm
            key={editing?.id ?? "new"}
            plan={editing}
            others={plans.filter((plan) => plan.id !== editing?.id)}
            onSaved={(name) => onSaved(name, target.mode)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
