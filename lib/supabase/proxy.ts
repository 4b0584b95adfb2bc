import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";

import { authCookieOptions, isAuthCookieName, NO_STORE_HEADERS } from "@/lib/auth/cookies";
import type { GuardClaims } from "@/lib/auth/guard";
import { checkSession } from "@/lib/auth/live-session";
import { isAccountType } from "@/lib/auth/types";
import { env } from "@/lib/env";
import { forwardingHeaders } from "@/lib/supabase/client-address";
import { clientOptionsWith } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";

/** The request's own Supabase client, signed in as the viewer: the proxy asks it whether an order is theirs. */
export type ProxySupabaseClient = ReturnType<typeof createServerClient<Database>>;

/**
 * `claims` are null for a visitor and for a session that could not be checked; `unavailable` says which
 * (the auth server did not answer), so a private page can answer 503 instead of sending to /login.
 * `client` is the client that checked a live session (null otherwise), so reads run as that viewer under RLS.
 */
export type SessionUpdate = {
  response: NextResponse;
  claims: GuardClaims;
  unavailable: boolean;
  client: ProxySupabaseClient | null;
};

/**
 * The @supabase/ssr proxy pattern: refresh the session when its access token is about to expire, hand
 * the new cookies both to this request (so Server Components read them) and to the response, and
 * return the verified claims. getClaims checks the ES256 token against the cached JWKS, then
 * lib/auth/live-session.ts asks the auth server whether that session is still live (at most once per
 * LIVE_SESSION_WINDOW_MS): an ended session's cookies are cleared and the request goes on as a visitor's.
 */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  let response = NextResponse.next({ request });
  // No auth cookie, no session to refresh or verify: a visitor, without building a client for nothing.
  if (!request.cookies.getAll().some((cookie) => isAuthCookieName(cookie.name))) {
    return { response, claims: null, unavailable: false, client: null };
  }
  const { supabaseUrl, supabasePublishableKey } = env();
  const supabase = createServerClient<Database>(supabaseUrl, supabasePublishableKey, {
    // token refreshes are rate-limited per shopper too
    ...clientOptionsWith(forwardingHeaders(request.headers)),
    cookieOptions: authCookieOptions(),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        // no-cache headers from @supabase/ssr: a CDN must never store one user's Set-Cookie
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });

  const session = await checkSession(supabase.auth);
  switch (session.state) {
    case "live": {
      const type: unknown = session.claims.tipo_conta;
      const claims = { tipo_conta: isAccountType(type) ? type : null };
      return { response, claims, unavailable: false, client: supabase };
    }
    case "ended":
      return { response: withoutSession(request), claims: null, unavailable: false, client: null };
    case "unavailable":
      // the cookies stay: the session may well be fine once the backend answers again
      return { response, claims: null, unavailable: true, client: null };
    case "none":
      return { response, claims: null, unavailable: false, client: null };
  }
}

/**
 * An ended session: its cookies leave this request (the page renders for a visitor) and the browser
 * (expired Set-Cookie), with the no-store headers a response that sets cookies carries.
 */
function withoutSession(request: NextRequest): NextResponse {
  const names = request.cookies
    .getAll()
    .map((cookie) => cookie.name)
    .filter(isAuthCookieName);
  for (const name of names) request.cookies.delete(name);
  const response = NextResponse.next({ request });
  for (const name of names) response.cookies.set(name, "", { ...authCookieOptions(), maxAge: 0 });
  for (const [key, value] of Object.entries(NO_STORE_HEADERS)) response.headers.set(key, value);
  return response;
}

/** Copies the refreshed session cookies and their no-store headers onto another response. */
function carrySession(target: NextResponse, session: NextResponse): NextResponse {
  for (const cookie of session.cookies.getAll()) target.cookies.set(cookie);
  for (const key of ["Cache-Control", "Expires", "Pragma"]) {
    const value = session.headers.get(key);
    if (value !== null) target.headers.set(key, value);
  }
  return target;
}

/** A redirect that still carries the refreshed session cookies and their no-store headers. */
export function redirectWithSession(request: NextRequest, to: string, session: NextResponse): NextResponse {
  return carrySession(NextResponse.redirect(new URL(to, request.url)), session);
}

/** Serves another route at this URL, with the (possibly refreshed) cookies for it and for the browser. */
export function rewriteWithSession(
  request: NextRequest,
  pathname: string,
  session: NextResponse,
): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return carrySession(NextResponse.rewrite(url, { request: { headers: request.headers } }), session);
}
