import { isAuthError, isAuthRetryableFetchError } from "@supabase/supabase-js";

import { liveSessions, type LiveSessionCache } from "@/lib/auth/live-session-cache";

export type SessionClaims = { [claim: string]: unknown };

/** What a request's session cookie is worth once checked. */
export type SessionState =
  | { state: "none" } // no session, or a token that does not verify: a visitor
  | { state: "ended" } // a valid signature, but the auth server ended that session ('Sair', password change)
  | { state: "unavailable" } // the auth server did not answer: neither signed in nor signed out
  | { state: "live"; userId: string; claims: SessionClaims };

type AuthAnswer = { error: unknown };

/** The two calls of a Supabase client's `auth` this check makes (a structural type, so tests can fake it). */
export type SessionAuth = {
  getClaims(): Promise<AuthAnswer & { data: { claims: SessionClaims } | null }>;
  getUser(): Promise<AuthAnswer & { data: { user: unknown } }>;
};

/**
 * True when the auth server gave no verdict: fetch failed or passed the deadline (auth-js turns both,
 * SupabaseTimeoutError included, into AuthRetryableFetchError with status 0), or it answered 5xx.
 */
export function isUnreachableAuthError(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true;
  if (!isAuthError(error)) return false;
  return error.name === "AuthUnknownError" || (error.status !== undefined && error.status >= 500);
}

/**
 * The session of this request, checked the way Supabase documents for deciding access on the server.
 * getClaims() only verifies the token's signature locally against the cached JWKS
 * (https://supabase.com/docs/reference/javascript/auth-getclaims), and "access tokens of revoked sessions
 * remain valid until their expiry time" (https://supabase.com/docs/guides/auth/signout); getUser() asks
 * the auth server, which checks the token's session_id against the live sessions
 * (https://supabase.com/docs/reference/javascript/auth-getuser; the embedded backend: auth-guard.ts).
 * Its answer is kept for LIVE_SESSION_WINDOW_MS per session, so a signed-in page costs no round trip.
 */
export async function checkSession(
  auth: SessionAuth,
  cache: LiveSessionCache = liveSessions(),
): Promise<SessionState> {
  try {
    const { data, error } = await auth.getClaims();
    if (isUnreachableAuthError(error)) return unreachable(cache);
    const claims = data?.claims;
    const sessionId = claims?.session_id;
    const userId = claims?.sub;
    // a token without the session it belongs to cannot be checked against the live sessions
    if (!claims || typeof sessionId !== "string" || typeof userId !== "string") return { state: "none" };

    const known = cache.lookup(sessionId);
    if (known === "live") return { state: "live", userId, claims };
    if (known === "ended") return { state: "ended" };
    if (cache.backendDown()) return { state: "unavailable" };

    const answer = await auth.getUser();
    if (isUnreachableAuthError(answer.error)) return unreachable(cache);
    const live = answer.error === null && answer.data.user !== null;
    cache.remember(sessionId, userId, live ? "live" : "ended");
    return live ? { state: "live", userId, claims } : { state: "ended" };
  } catch (error) {
    // auth-js returns its own errors; anything thrown is unexpected, and is not a verdict on the session
    console.error(error);
    return unreachable(cache);
  }
}

function unreachable(cache: LiveSessionCache): SessionState {
  cache.noteBackendDown();
  return { state: "unavailable" };
}
