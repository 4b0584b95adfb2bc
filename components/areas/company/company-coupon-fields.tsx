"use client";

import { useTranslations } from "next-intl";

import { CouponDiscountType } from "@/components/areas/company/company-coupon-discount-type";
import { CouponInput } from "@/components/areas/company/company-coupon-field";
import type { CouponErrorKey, CouponField, CouponFormValues } from "@/lib/company/coupons";

type CouponFieldsProps = {
  fieldId: (field: CouponField) => string;
  values: CouponFormValues;
  errors: Partial<Record<CouponField, CouponErrorKey>>;
  onChange: <F extends CouponField>(field: F, value: CouponFormValues[F]) => void;
};

/** The create form's fields: code, description, discount type and value, minimum order, dates. */
export function CouponFields({ fieldId, values, errors, onChange }: CouponFieldsProps) {
  const t = useTranslations("companyCoupons");
  const props = (field: Exclude<CouponField, "discountType">) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field] ? t(`errors.${errors[field]}`) : undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <>
      <CouponInput
        {...props("code")}
        label={t("form.code")}
        hint={t("form.codeHint")}
        autoComplete="off"
        className="font-mono"
        onChange={(event) => onChange("code", event.target.value.toUpperCase())}
      />
      <CouponInput
        {...props("description")}
        label={t("form.descriptionLabel")}
        placeholder={t("form.descriptionPlaceholder")}
      />
      <CouponDiscountType value={values.discountType} onChange={(type) => onChange("discountType", type)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CouponInput
          {...props("discountValue")}
          label={t("form.discountValue")}
          hint={
            values.discountType === "percent" ? t("form.discountHintPercent") : t("form.discountHintAmount")
          }
          inputMode="decimal"
        />
        <CouponInput
          {...props("minOrder")}
          label={t("form.minOrder")}
          hint={t("form.minOrderHint")}
          inputMode="decimal"
        />
        <CouponInput {...props("startsAt")} label={t("form.startsAt")} type="date" />
        <CouponInput {...props("endsAt")} label={t("form.endsAt")} type="date" />
      </div>
    </>
  );
}
