/** PostgREST's error as the write helpers read it. */
type WriteError = { code?: string | null; message?: string | null };

export type RowAnswer<E extends string> = { ok: true } | { ok: false; error: E | "notFound" };

/**
 * The answer to an update or delete that names one row (`.eq(key, id).select(key)`): the database's refusal
 * as the screen explains it (`explain`), or "notFound" when nothing was touched — row-level security filters
 * out a row the caller may not change without an error, exactly as if it did not exist.
 */
export function oneRowAnswer<E extends string>(
  data: readonly unknown[] | null,
  error: WriteError | null,
  explain: (error: WriteError) => E,
): RowAnswer<E> {
  if (error) return { ok: false, error: explain(error) };
  return data && data.length > 0 ? { ok: true } : { ok: false, error: "notFound" };
}
