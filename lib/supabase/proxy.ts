import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";

import { authCookieOptions, isAuthCookieName } from "@/lib/auth/cookies";
import type { GuardClaims } from "@/lib/auth/guard";
import { isAccountType } from "@/lib/auth/types";
import { env } from "@/lib/env";
import { forwardingHeaders } from "@/lib/supabase/client-address";
import { clientOptionsWith } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";

export type SessionUpdate = { response: NextResponse; claims: GuardClaims };

/**
 * The @supabase/ssr proxy pattern: refresh the session when its access token is about to expire, hand
 * the new cookies both to this request (so Server Components read them) and to the response, and
 * return the verified claims. getClaims checks the ES256 token against the cached JWKS: no auth-server
 * request while the access token is valid.
 */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  let response = NextResponse.next({ request });
  // No auth cookie, no session to refresh or verify: a visitor, without building a client for nothing.
  if (!request.cookies.getAll().some((cookie) => isAuthCookieName(cookie.name))) {
    return { response, claims: null };
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

  let claims: GuardClaims = null;
  try {
    const { data } = await supabase.auth.getClaims();
    if (data?.claims) {
      const type: unknown = data.claims.tipo_conta;
      claims = { tipo_conta: isAccountType(type) ? type : null };
    }
  } catch {
    // an unreachable backend while verifying: treat the request as a visitor's
  }
  return { response, claims };
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
