"use client";

import { useTranslations } from "next-intl";

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
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {t(`limits.${field}`)}
      </label>
      <Input
        id={id}
        value={unlimited ? "" : value}
        inputMode="numeric"
        autoComplete="off"
        disabled={unlimited}
        placeholder={unlimited ? t("unlimited") : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
