/**
 * The one result every form action returns (server actions and `useActionState`): messages are already in
 * Portuguese; a failure echoes the typed values back (never a password) so nothing typed is lost.
 */
export type FormSuccess<D = undefined> = { ok: true; message?: string } & (D extends undefined
  ? { data?: undefined }
  : { data: D });

export type FormFailure<F extends string = string> = {
  ok: false;
  /** the form's summary line */
  error: string;
  /** one message per field, shown under it */
  fieldErrors?: Partial<Record<F, string>>;
  /** the fields as typed, for the form to show again */
  values?: Partial<Record<F, string>>;
};

export type FormResult<F extends string = string, D = undefined> = FormSuccess<D> | FormFailure<F>;

/** What `useActionState` holds before the first submission. */
export type FormState<F extends string = string, D = undefined> = FormResult<F, D> | null;

export function formSuccess(message?: string): FormSuccess {
  return message === undefined ? { ok: true } : { ok: true, message };
}

/** A success that hands the form what was stored (e.g. the values in their saved shape). */
export function formSuccessWith<D>(data: D, message?: string): FormSuccess<D> {
  return (message === undefined
    ? { ok: true, data }
    : { ok: true, message, data }) as unknown as FormSuccess<D>; // the conditional type cannot see that D is set
}

export function formFailure<F extends string>(
  error: string,
  details: Omit<FormFailure<F>, "ok" | "error"> = {},
): FormFailure<F> {
  return { ok: false, error, ...details };
}

/** What a form shows from its state: the failure's summary, field errors and kept values; nothing otherwise. */
export function failureOf<F extends string, D>(state: FormState<F, D>): Partial<Omit<FormFailure<F>, "ok">> {
  return state && !state.ok ? state : {};
}
