"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import type { PlanLimitField as LimitField } from "@/lib/plans/plan-form";

type PlanLimitFieldProps = {
  id: string;
  field: LimitField;
  value: string;
  unlimited: boolean;
  error?: string;
  onChange: (value: string) => void;
  onUnlimitedChange: (unlimited: boolean) => void;
};

/** One limit of a plan: a whole number, or 'Ilimitado' (stored as -1, product.md §3). */
export function PlanLimitField({
  id,
  field,
  value,
  unlimited,
  error,
  onChange,
  onUnlimitedChange,
}: PlanLimitFieldProps) {
  const t = useTranslations("adminPlans.form");
  return (
    <Field id={id} label={t(`limits.${field}`)} error={error} className="content-start">
      {(control) => (
        <>
          <Input
            {...control}
            value={unlimited ? "" : value}
            inputMode="numeric"
            autoComplete="off"
            disabled={unlimited}
            placeholder={unlimited ? t("unlimited") : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={unlimited}
              className="size-4 cursor-pointer accent-accent"
              aria-label={t("unlimitedOf", { limit: t(`limits.${field}`) })}
              onChange={(event) => onUnlimitedChange(event.target.checked)}
            />
            {t("unlimited")}
          </label>
        </>
      )}
    </Field>
  );
}
