"use client";

import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { useId, useState, useTransition, type FormEvent } from "react";

import { CouponFields } from "@/components/areas/company/company-coupon-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { createCoupon } from "@/lib/company/coupon-actions";
import type { CouponField, CouponFormValues } from "@/lib/company/coupons";

const EMPTY: CouponFormValues = {
  code: "",
  description: "",
  discountType: "percent",
  discountValue: "",
  minOrder: "",
  startsAt: "",
  endsAt: "",
};
const FIELD_ORDER: readonly CouponField[] = [
  "code",
  "description",
  "discountValue",
  "minOrder",
  "startsAt",
  "endsAt",
];

type CompanyCouponFormProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Criar cupom': a server action checks the form with the zod rules and saves the coupon; its Portuguese
 * field errors (a code the store already uses among them) appear under the fields, the typed values stay.
 */
export function CompanyCouponForm({ open, onOpenChange }: CompanyCouponFormProps) {
  const t = useTranslations("companyCoupons");
  const [values, setValues] = useState<CouponFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CouponField, string>>>({});
  const [saving, startSaving] = useTransition();
  const id = useId();
  const fieldId = (field: CouponField) => `${id}-${field}`;

  function change<F extends CouponField>(field: F, value: CouponFormValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function onDialogChange(next: boolean) {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startSaving(async () => {
      const result = await createCoupon(values);
      if (!result.ok) {
        const fieldErrors = result.fieldErrors ?? {};
        setErrors(fieldErrors);
        const first = FIELD_ORDER.find((field) => fieldErrors[field]);
        if (first) document.getElementById(fieldId(first))?.focus();
        else toast.error(result.error);
        return;
      }
      toast.success(t("form.created"), {
        description: t("form.createdDescription", { code: values.code.trim() }),
      });
      onDialogChange(false);
    });
  }

  return (
    <Dialog open={open} onOpenChange={onDialogChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("form.title")}</DialogTitle>
            <DialogDescription>{t("form.intro")}</DialogDescription>
          </DialogHeader>
          {Object.values(errors).some(Boolean) ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("form.invalid")}
            </p>
          ) : null}
          <CouponFields fieldId={fieldId} values={values} errors={errors} onChange={change} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("form.back")}</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {t("form.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
