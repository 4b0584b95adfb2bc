import type { z } from "zod";

/** One message per field: the first issue zod reports for it (a catalogue key until translated). */
export function fieldErrorsOf<F extends string>(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

export type Validation<T, F extends string> =
  { data: T } | { errors: Partial<Record<F, string>>; first: string };

/**
 * The one way a form validates, on the client or in a server action: parse with zod; on failure, one
 * catalogue key per field plus the first key (the form's summary line).
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): Validation<z.output<S>, Extract<keyof z.input<S>, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  return {
    errors: fieldErrorsOf(parsed.error.issues),
    first: parsed.error.issues[0]?.message ?? "",
  };
}

/**
 * The errors without those of `fields`: what a form shows once those fields are edited again (the others stay
 * until the next save). The same object when none of them had an error, so React skips the render.
 */
export function withoutErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!fields.some((field) => errors[field] !== undefined)) return errors;
  const kept = { ...errors };
  for (const field of fields) delete kept[field];
  return kept;
}
