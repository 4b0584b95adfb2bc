import type { FormFailure, FormResult } from "@/lib/forms/result";

/** The failure a form action returned; a success fails the test here, with what came back. */
export function failed<F extends string, D>(result: FormResult<F, D>): FormFailure<F> {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result;
}
