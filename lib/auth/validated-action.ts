import "server-only";

import { getTranslations } from "next-intl/server";
import type { z } from "zod";

/** The state every form action returns: messages are already in Portuguese. */
export type FormState<F extends string> = {
  error?: string;
  fieldErrors?: Partial<Record<F, string>>;
  /** fields echoed back so a failed submission loses nothing (never a password) */
  values?: Partial<Record<F, string>>;
  success?: boolean;
};

type Translate = (key: string) => string;
type FormNamespace = "login" | "register";

type FieldOf<S extends z.ZodObject> = Extract<keyof z.input<S>, string>;

type Options<S extends z.ZodObject> = {
  schema: S;
  /** catalogue namespace the schema's issue messages are keys of */
  namespace: FormNamespace;
  /** fields returned to the form after a failure */
  keep: readonly FieldOf<S>[];
};

function readFields(formData: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

/**
 * nextjs/saas-starter's wrapper: parse the FormData with zod before the action runs; a rejected input
 * returns the first issue as `error`, one message per field, and the kept values.
 */
export function validatedAction<S extends z.ZodObject>(
  options: Options<S>,
  action: (data: z.output<S>, t: Translate) => Promise<FormState<FieldOf<S>>>,
) {
  type F = FieldOf<S>;
  return async (_previous: FormState<F>, formData: FormData): Promise<FormState<F>> => {
    const raw = readFields(formData, Object.keys(options.schema.shape));
    const values: Partial<Record<F, string>> = {};
    for (const name of options.keep) values[name] = (raw[name] ?? "").slice(0, 320);
    const t: Translate = await getTranslations(options.namespace);
    const parsed = options.schema.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<F, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as F;
        fieldErrors[field] ??= t(issue.message);
      }
      const first = parsed.error.issues[0];
      return { error: first ? t(first.message) : undefined, fieldErrors, values };
    }
    const result = await action(parsed.data, t);
    return result.success ? result : { values, ...result };
  };
}
