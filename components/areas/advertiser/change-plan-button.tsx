"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { ConfirmDialog } from "@/components/areas/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { changeAdvertiserPlan } from "@/lib/advertiser/plan-actions";

type ChangePlanButtonProps = {
  planId: string;
  name: string;
  /** the plan's price and limits as the card shows them */
  price: string;
  limits: string;
  /** what the change costs beyond the fee (this month's impressions over the plan's), said before confirming */
  warning?: string;
};

/**
 * 'Mudar para este plano': asks first (the new limits hold at once, the open month is charged the new fee), then
 * moves the advertiser; a plan their ads in use do not fit is refused with the numbers. Focus starts on Cancelar.
 */
export function ChangePlanButton({ planId, name, price, limits, warning }: ChangePlanButtonProps) {
  const t = useTranslations("advertiserBilling");
  const [pending, startTransition] = useTransition();

  function change() {
    startTransition(async () => {
      const result = await changeAdvertiserPlan(planId);
      if (result.ok)
        toast.success(t("changePlan.done"), { description: t("changePlan.doneDescription", { name }) });
      else toast.error(t("changePlan.refused"), { description: result.error });
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="mt-auto"
          disabled={pending}
          aria-label={t("changeToOf", { name })}
        >
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {t("changeTo")}
        </Button>
      }
      title={t("changePlan.title", { name })}
      description={
        <>
          {t("changePlan.description", { name, price, limits })}
          {warning ? <strong className="mt-2 block font-medium text-destructive"> {warning}</strong> : null}
        </>
      }
      cancelLabel={t("changePlan.cancel")}
      confirmLabel={t("changePlan.confirm")}
      onConfirm={change}
    />
  );
}
