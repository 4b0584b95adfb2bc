/** The fields the app reads from an auth-js or postgrest-js error (or anything thrown). */
export type BackendErrorLike = { name?: string; status?: number; code?: string; message?: string };

/** Reduces any error value to the fields the pure mappers read. */
export function toBackendError(error: unknown, status?: number): BackendErrorLike {
  const shape: BackendErrorLike = {};
  if (error && typeof error === "object") {
    const record = error as Record<string, unknown>;
    if (typeof record.name === "string") shape.name = record.name;
    if (typeof record.status === "number") shape.status = record.status;
    if (typeof record.code === "string") shape.code = record.code;
    if (typeof record.message === "string") shape.message = record.message;
  } else if (typeof error === "string") {
    shape.message = error;
  }
  if (status !== undefined) shape.status = status;
  return shape;
}

/** Supabase Auth refused the attempt for its per-address rate limit (429 `over_request_rate_limit`). */
export function isRateLimited(error: BackendErrorLike): boolean {
  return error.status === 429 || error.code === "over_request_rate_limit";
}

/**
 * The backend could not be reached, did not answer before the deadline (lib/supabase/deadline.ts) or
 * failed on its side: auth-js reports fetch failures and 5xx as
 * AuthRetryableFetchError, postgrest-js reports a failed fetch as status 0.
 */
export function isConnectionFailure(error: BackendErrorLike): boolean {
  if (error.name === "AuthRetryableFetchError") return true;
  if (error.status !== undefined && (error.status === 0 || error.status >= 500)) return true;
  if (error.name === "AbortError" || error.name === "TimeoutError") return true;
  return /fetch failed|failed to fetch|network|timeout|aborted|ECONNREFUSED|ECONNRESET|ETIMEDOUT/i.test(
    error.message ?? "",
  );
}
