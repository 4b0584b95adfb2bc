import type { CookieOptionsWithName } from "@supabase/ssr";

/**
 * Options of every auth cookie: no browser code reads the session, so it is HttpOnly; Lax keeps it off
 * cross-site POSTs; Secure wherever the production build runs.
 */
export function authCookieOptions(nodeEnv: string | undefined = process.env.NODE_ENV): CookieOptionsWithName {
  return { path: "/", sameSite: "lax", httpOnly: true, secure: nodeEnv === "production" };
}

// @supabase/ssr names: sb-<ref>-auth-token, its chunks .0 .1 ..., and the PKCE -code-verifier (and chunks)
const AUTH_COOKIE = /^sb-[^.;=\s]+-auth-token(-code-verifier)?(\.\d+)?$/;

/** True for the session cookie, any of its chunks and the PKCE code verifier. */
export function isAuthCookieName(name: string): boolean {
  return AUTH_COOKIE.test(name);
}

/** True for the PKCE code verifier left behind by sign-up (and its chunks). */
export function isCodeVerifierCookieName(name: string): boolean {
  return isAuthCookieName(name) && /-code-verifier(\.\d+)?$/.test(name);
}

/** Headers for a response that sets or clears auth cookies: never stored by a shared cache. */
export const NO_STORE_HEADERS = {
  "Cache-Control": "private, no-cache, no-store, must-revalidate, max-age=0",
  Expires: "0",
  Pragma: "no-cache",
} as const;
