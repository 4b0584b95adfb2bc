/** Every call from the app to Supabase (auth, REST, RPC) gives up after this long. */
export const SUPABASE_TIMEOUT_MS = 5_000;

/** Thrown when a Supabase call runs past its deadline. */
export class SupabaseTimeoutError extends Error {
  // "AbortError": postgrest-js does not retry an aborted request, so one call never takes 4 deadlines.
  override readonly name = "AbortError";

  constructor(readonly timeoutMs: number) {
    super(`Supabase não respondeu em ${timeoutMs} ms (timeout)`);
  }
}

/**
 * `fetch` with a deadline (AbortSignal.timeout) over the whole exchange, body included, for the
 * `global.fetch` option of every Supabase client. A backend that accepts the connection and never
 * answers then ends as a failed fetch, which the screens show as 'Erro de conexão'.
 */
export function fetchWithDeadline(
  timeoutMs: number = SUPABASE_TIMEOUT_MS,
  baseFetch: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    try {
      return await baseFetch(input, { ...init, signal });
    } catch (error) {
      if (deadline.aborted) throw new SupabaseTimeoutError(timeoutMs);
      throw error;
    }
  };
}
