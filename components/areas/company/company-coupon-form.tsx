"use client";

import { useTranslations } from "next-intl";

import { CouponFields } from "@/components/areas/company/company-coupon-fields";
import { FormDialog, useDialogForm } from "@/components/forms/form-dialog";
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
  const form = useDialogForm({
    initial: EMPTY,
    fields: FIELD_ORDER,
    onOpenChange,
    submit: createCoupon,
    saved: (values) =>
      toast.success(t("form.created"), {
        description: t("form.createdDescription", { code: values.code.trim() }),
      }),
    emptyAfterSave: true,
  });

  return (
    <FormDialog
      open={open}
      form={form}
      title={t("form.title")}
      intro={t("form.intro")}
      invalid={t("form.invalid")}
      cancel={t("form.back")}
      submit={t("form.submit")}
    >
      <CouponFields fieldId={form.fieldId} values={form.values} errors={form.errors} onChange={form.change} />
    </FormDialog>
  );
}
