"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";

import { Field, FieldSet } from "@/components/forms/field";
import { useFocusFirstInvalid } from "@/components/forms/use-focus-first-invalid";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createPlan, editPlan } from "@/lib/admin/plan-actions";
import type { Plan } from "@/lib/admin/types";
import { withoutErrors } from "@/lib/forms/field-errors";
import {
  LIMITS_OF,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  planFormValues,
  validatePlanForm,
  type PlanFormErrors,
  type PlanFormValues,
} from "@/lib/plans/plan-form";

import { PlanFormOptions } from "./plan-form-options";
import { PlanLimitField } from "./plan-limit-field";

type PlanFormProps = {
  plan?: Plan;
  /** the other plans, for the early 'nameTaken' answer */
  others: readonly Plan[];
  onSaved: (name: string) => void;
};

/** Create or edit a plan: checked with the zod schema here, then by the server action and the database. */
export function PlanForm({ plan, others, onSaved }: PlanFormProps) {
  const t = useTranslations("adminPlans.form");
  const tPlans = useTranslations("adminPlans");
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  // a field's error goes when it is changed again (a limit's when its 'Ilimitado' is ticked too)
  const change = (patch: Partial<PlanFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const edited = Object.keys(patch).map((key) => key.replace(/Unlimited$/, "") as keyof PlanFormErrors);
    setErrors((current) => withoutErrors(current, edited));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validatePlanForm(values, others);
    if (!checked.ok) {
      const translated: PlanFormErrors = {};
      for (const [field, key] of Object.entries(checked.fieldErrors) as [keyof PlanFormErrors, string][]) {
        translated[field] = t(`errors.${key}` as "errors.nameRequired");
      }
      setErrors(translated);
      setFormError(t("fixErrors"));
      focusFirstInvalid();
      return;
    }
    startTransition(async () => {
      const result = plan ? await editPlan(plan.id, values) : await createPlan(values);
      if (result.ok) return onSaved(checked.data.name);
      // the values stay as typed: nothing is lost on a refusal
      setErrors(result.fieldErrors ?? {});
      setFormError(result.error);
      if (result.fieldErrors) focusFirstInvalid();
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
      {plan ? null : (
        <FieldSet id={`${id}-type`} legend={t("type")}>
          <div className="flex gap-2">
            {(["company", "advertiser"] as const).map((type) => (
              <label
                key={type}
                className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-accent has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
              >
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  checked={values.type === type}
                  onChange={() => change({ type })}
                  className="accent-[var(--accent)]"
                />
                {tPlans(`types.${type}`)}
              </label>
            ))}
          </div>
        </FieldSet>
      )}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={`${id}-name`} label={t("name")} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              maxLength={PLAN_NAME_MAX + 20}
              autoComplete="off"
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-price`} label={t("price")} hint={t("priceHint")} error={errors.price}>
          {(control) => (
            <Input
              {...control}
              value={values.price}
              inputMode="decimal"
              autoComplete="off"
              placeholder="29,90"
              onChange={(event) => change({ price: event.target.value })}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-description`} label={t("description")} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            value={values.description}
            maxLength={PLAN_DESCRIPTION_MAX + 20}
            rows={2}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-features`} label={t("features")} hint={t("featuresHint")} error={errors.features}>
        {(control) => (
          <Textarea
            {...control}
            value={values.features}
            rows={4}
            onChange={(event) => change({ features: event.target.value })}
          />
        )}
      </Field>
      <FieldSet id={`${id}-limits`} legend={tPlans("limitsTitle")}>
        <div className="grid gap-4 sm:grid-cols-3">
          {LIMITS_OF[values.type].map((field) => (
            <PlanLimitField
              key={field}
              id={`${id}-${field}`}
              field={field}
              value={values[field]}
              unlimited={values[`${field}Unlimited`]}
              error={errors[field]}
              onChange={(value) => change({ [field]: value })}
              onUnlimitedChange={(unlimited) => change({ [`${field}Unlimited`]: unlimited })}
            />
          ))}
        </div>
      </FieldSet>
      <PlanFormOptions id={id} values={values} errors={errors} onChange={change} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={pending}
          className="bg-accent text-accent-foreground hover:bg-accent/90"
        >
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {pending ? t("saving") : plan ? t("save") : t("create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
