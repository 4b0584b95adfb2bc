"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import type { CouponFormValues } from "@/lib/company/coupons";

type DiscountType = CouponFormValues["discountType"];
const TYPES: readonly DiscountType[] = ["percent", "amount"];

/** Percentage or fixed amount, as two native radio buttons (arrow keys move between them). */
export function CouponDiscountType({
  value,
  onChange,
}: {
  value: DiscountType;
  onChange: (type: DiscountType) => void;
}) {
  const t = useTranslations("companyCoupons.form");
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t("discountType")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-accent has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 accent-accent"
            />
            {t(type)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
