import "server-only";

import { getTranslations } from "next-intl/server";
import type { z } from "zod";

import { validateWith } from "@/lib/forms/field-errors";
import { formFailure, type FormResult, type FormState } from "@/lib/forms/result";

export type Translate = (key: string) => string;

export type FieldOf<S extends z.ZodObject> = Extract<keyof z.input<S>, string>;

type Options<S extends z.ZodObject> = {
  schema: S;
  /** catalogue namespace the schema's issue messages are keys of */
  namespace: string;
  /** fields returned to the form after a failure */
  keep: readonly FieldOf<S>[];
};

// A field longer than this is never legitimate input; echoing it back would bloat the response.
const MAX_ECHO_LENGTH = 320;

/** The named fields as strings; anything but a FormData (a forged action call with other arguments) reads as empty. */
function readFields(formData: unknown, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = formData instanceof FormData ? formData.get(name) : null;
    fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

/**
 * nextjs/saas-starter's wrapper for every form action: parse the FormData with zod before the action
 * runs; a rejected input returns the first issue as `error`, one message per field, and the kept values.
 * A failure the action returns gets the kept values too, so no action has to echo them itself.
 */
export function validatedAction<S extends z.ZodObject>(
  options: Options<S>,
  action: (data: z.output<S>, t: Translate) => Promise<FormResult<FieldOf<S>>>,
) {
  type F = FieldOf<S>;
  return async (_previous: FormState<F>, formData: FormData): Promise<FormResult<F>> => {
    const raw = readFields(formData, Object.keys(options.schema.shape));
    const values: Partial<Record<F, string>> = {};
    for (const name of options.keep) values[name] = (raw[name] ?? "").slice(0, MAX_ECHO_LENGTH);
    const t: Translate = await getTranslations(options.namespace);
    const result = validateWith(options.schema, raw);
    if ("errors" in result) {
      const fieldErrors: Partial<Record<F, string>> = {};
      for (const [field, key] of Object.entries(result.errors) as [F, string][]) fieldErrors[field] = t(key);
      return formFailure(t(result.first), { fieldErrors, values });
    }
    const outcome = await action(result.data, t);
    return outcome.ok ? outcome : { values, ...outcome };
  };
}
