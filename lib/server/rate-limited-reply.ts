import type { ServerResponse } from "node:http";

import { currentRequest, type RequestContext } from "@/lib/server/request-context";

/** The wait announced when Auth's reply named none: config.toml counts sign-ins per 5 minutes. */
export const DEFAULT_RETRY_AFTER_SECONDS = 300;
const MAX_RETRY_AFTER_SECONDS = 86_400;

/** Retry-After in delta-seconds, as GoTrue and the embedded backend send it; anything else is ignored. */
export function parseRetryAfter(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim() ?? "";
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const seconds = Number(trimmed);
  return seconds >= 1 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : undefined;
}

/**
 * A fetch for the Supabase clients that remembers the Retry-After of a 429 in the request's context:
 * auth-js keeps only the status and code of Auth's error, not its headers.
 */
export function rememberingRetryAfter(baseFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    const context = response.status === 429 ? currentRequest() : undefined;
    const seconds = parseRetryAfter(response.headers.get("retry-after"));
    if (context && seconds !== undefined) context.authRetryAfterSeconds = seconds;
    return response;
  };
}

/** Called by the login and register actions when Auth refused the attempt for its rate limit. */
export function markRateLimited(): void {
  const context = currentRequest();
  if (context) context.rateLimited = true;
}

/**
 * The status a reply goes out with: a page or action reply (200) of a rate-limited attempt becomes a 429
 * with Retry-After; redirects, errors and every other request keep theirs.
 */
export function replyStatus(
  statusCode: number,
  context: RequestContext,
): { statusCode: number; retryAfter?: string } {
  if (!context.rateLimited || statusCode !== 200) return { statusCode };
  const seconds = context.authRetryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  return { statusCode: 429, retryAfter: String(seconds) };
}

type WriteHead = (statusCode: number, ...rest: unknown[]) => ServerResponse;

/**
 * Server actions cannot set a status, and Next.js's client accepts any status for an action reply that is
 * an RSC payload: the status is changed where Node writes it. Node's implicit head (`res.write`/`res.end`
 * without `writeHead`) goes through `writeHead` too.
 */
export function answerRateLimitedAs429(response: ServerResponse, context: RequestContext): void {
  const writeHead = response.writeHead as WriteHead;
  const patched: WriteHead = function (this: ServerResponse, statusCode, ...rest) {
    const reply = replyStatus(statusCode, context);
    if (reply.retryAfter === undefined) {
      return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
    }
    this.setHeader("Retry-After", reply.retryAfter);
    // a reason phrase given for the 200 ("OK") must not travel with the 429
    const headers = typeof rest[0] === "string" ? rest.slice(1) : rest;
    return Reflect.apply(writeHead, this, [reply.statusCode, ...headers]) as ServerResponse;
  };
  response.writeHead = patched as ServerResponse["writeHead"];
}
