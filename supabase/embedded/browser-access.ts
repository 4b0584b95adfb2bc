import type { IncomingHttpHeaders } from "node:http";

/**
 * What a browser may do with the embedded backend. The app calls it only from its server (no Supabase
 * client ships to the browser), so CORS is granted to the configured origins alone and a request a
 * browser made never gets to use the secret key: a page the developer opens cannot read the database.
 */

const ALLOW_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS";
const ALLOW_HEADERS =
  "authorization, apikey, content-type, accept, accept-profile, content-profile, prefer, range, " +
  "x-client-info, x-supabase-api-version";
const EXPOSE_HEADERS = "content-range, x-supabase-api-version";

/**
 * VITRINE_BACKEND_ALLOWED_ORIGINS: origins separated by commas or spaces (`http://localhost:3000`).
 * Anything that is not a bare http(s) origin is an error, so a typo does not silently widen or close CORS.
 */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (raw ?? "").split(/[\s,]+/)) {
    if (item === "") continue;
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, "")) {
      throw new Error(
        `VITRINE_BACKEND_ALLOWED_ORIGINS: "${item}" não é uma origem http(s) como http://localhost:3000.`,
      );
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** CORS headers for a request from `origin`: the grant only when it is listed; `Vary` always. */
export function corsHeadersFor(
  origin: string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return { Vary: "Origin" };
  return {
    Vary: "Origin",
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": ALLOW_METHODS,
    "Access-Control-Allow-Headers": ALLOW_HEADERS,
    "Access-Control-Expose-Headers": EXPOSE_HEADERS,
    "Access-Control-Max-Age": "86400",
  };
}

/**
 * A request a browser sent: browsers add `Origin` to cross-origin and unsafe requests and `Sec-Fetch-Site`
 * / `Sec-Fetch-Dest` to every request to a loopback address. Node's fetch sends `Sec-Fetch-Mode: cors` too,
 * so that header alone proves nothing.
 */
export function isBrowserRequest(headers: IncomingHttpHeaders): boolean {
  return (
    headers.origin !== undefined ||
    headers["sec-fetch-site"] !== undefined ||
    headers["sec-fetch-dest"] !== undefined
  );
}

/** The secret key in any place the gateway reads a key from: `apikey` header or parameter, or the bearer. */
export function presentsKey(headers: IncomingHttpHeaders, url: URL, key: string): boolean {
  const apikey = headers.apikey;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "")?.[1];
  return (
    (Array.isArray(apikey) ? apikey.includes(key) : apikey === key) ||
    url.searchParams.getAll("apikey").includes(key) ||
    bearer === key
  );
}
