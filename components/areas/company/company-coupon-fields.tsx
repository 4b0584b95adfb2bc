"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

import { CouponDiscountType } from "@/components/areas/company/company-coupon-discount-type";
import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import type { CouponField, CouponFormValues } from "@/lib/company/coupons";

type TextField = Exclude<CouponField, "discountType">;

type CouponFieldsProps = {
  fieldId: (field: CouponField) => string;
  values: CouponFormValues;
  /** in Portuguese */
  errors: Partial<Record<CouponField, string>>;
  onChange: <F extends CouponField>(field: F, value: CouponFormValues[F]) => void;
};

/** The create form's fields: code, description, discount type and value, minimum order, dates. */
export function CouponFields({ fieldId, values, errors, onChange }: CouponFieldsProps) {
  const t = useTranslations("companyCoupons");
  const input = (
    field: TextField,
    label: string,
    extra: { hint?: string } & Omit<ComponentProps<typeof Input>, "id" | "value"> = {},
  ) => {
    const { hint, ...props } = extra;
    return (
      <Field
        id={fieldId(field)}
        label={label}
        hint={hint}
        error={errors[field]}
        className="content-start gap-1.5"
      >
        {(control) => (
          <Input
            {...control}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            {...props}
          />
        )}
      </Field>
    );
  };
  return (
    <>
      {input("code", t("form.code"), {
        hint: t("form.codeHint"),
        autoComplete: "off",
        className: "font-mono",
        onChange: (event) => onChange("code", event.target.value.toUpperCase()),
      })}
      {input("description", t("form.descriptionLabel"), { placeholder: t("form.descriptionPlaceholder") })}
      <CouponDiscountType value={values.discountType} onChange={(type) => onChange("discountType", type)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {input("discountValue", t("form.discountValue"), {
          hint:
            values.discountType === "percent" ? t("form.discountHintPercent") : t("form.discountHintAmount"),
          inputMode: "decimal",
        })}
        {input("minOrder", t("form.minOrder"), { hint: t("form.minOrderHint"), inputMode: "decimal" })}
        {input("startsAt", t("form.startsAt"), { type: "date" })}
        {input("endsAt", t("form.endsAt"), { type: "date" })}
      </div>
    </>
  );
}
