"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";

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
import type { Coupon } from "@/fixtures/company-coupons";
import {
  validateCouponForm,
  type CouponErrorKey,
  type CouponField,
  type CouponFormValues,
} from "@/lib/company/coupons";
import { companySession } from "@/lib/company/session-store";

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

type CompanyCouponFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  existingCodes: readonly string[];
};

/** 'Criar cupom' (issue 11): zod rules with Portuguese field errors; the coupon lives in the session. */
export function CompanyCouponForm({ open, onOpenChange, companyId, existingCodes }: CompanyCouponFormProps) {
  const t = useTranslations("companyCoupons.form");
  const [values, setValues] = useState<CouponFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CouponField, CouponErrorKey>>>({});
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
    const result = validateCouponForm(values, existingCodes);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const coupon: Coupon = { ...result.draft, id: newCouponId(), companyId, uses: 0, active: true };
    console.info("company: coupon created (session only, not persisted)", coupon);
    companySession.addCoupon(coupon);
    toast.success(t("created"), { description: t("createdDescription", { code: coupon.code }) });
    onDialogChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onDialogChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("intro")}</DialogDescription>
          </DialogHeader>
          {Object.values(errors).some(Boolean) ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("invalid")}
            </p>
          ) : null}
          <CouponFields fieldId={fieldId} values={values} errors={errors} onChange={change} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("back")}</Button>
            </DialogClose>
            <Button type="submit">{t("submit")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A fresh id for a coupon made in this session (randomUUID needs a secure context). */
function newCouponId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `cupom-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
