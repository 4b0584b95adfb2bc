"use client";

import { useTranslations } from "next-intl";

import { Field, FieldSet } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { PlanFormErrors, PlanFormValues } from "@/lib/plans/plan-form";
import { parseHexColor } from "@/lib/theme/editor";

const FLAGS = ["featured", "analytics", "active"] as const;

type PlanFormOptionsProps = {
  id: string;
  values: PlanFormValues;
  errors: PlanFormErrors;
  onChange: (patch: Partial<PlanFormValues>) => void;
};

/** Priority (1 to 3), support level, the card's colour and the three switches of product.md §3 Plan. */
export function PlanFormOptions({ id, values, errors, onChange }: PlanFormOptionsProps) {
  const t = useTranslations("adminPlans.form");
  const tPlans = useTranslations("adminPlans");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-priority`} label={t("priority")} error={errors.priority}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.priority}
              onChange={(event) => onChange({ priority: event.target.value })}
            >
              {["1", "2", "3"].map((priority) => (
                <option key={priority} value={priority}>
                  {tPlans("priorityValue", { priority })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-support`} label={tPlans("support")} error={errors.support}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.support}
              onChange={(event) => onChange({ support: event.target.value as PlanFormValues["support"] })}
            >
              {(["basic", "priority", "premium"] as const).map((level) => (
                <option key={level} value={level}>
                  {tPlans(`supportLevels.${level}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-color`} label={t("color")} error={errors.color}>
          {(control) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                value={parseHexColor(values.color) ?? "#000000"}
                aria-label={t("colorPicker")}
                onChange={(event) => onChange({ color: event.target.value.toUpperCase() })}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
              <Input
                {...control}
                value={values.color}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className="font-mono uppercase"
                onChange={(event) => onChange({ color: event.target.value })}
              />
            </div>
          )}
        </Field>
      </div>
      <FieldSet id={`${id}-flags`} legend={t("flags")}>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {FLAGS.map((flag) => (
            <label key={flag} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values[flag]}
                className="size-4 cursor-pointer accent-accent"
                onChange={(event) => onChange({ [flag]: event.target.checked })}
              />
              {t(flag)}
            </label>
          ))}
        </div>
      </FieldSet>
    </>
  );
}
