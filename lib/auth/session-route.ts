import { decideRoute, isPrivatePath, type GuardClaims, type RouteDecision } from "@/lib/auth/guard";

export type SessionRouteInput = {
  pathname: string;
  search: string;
  method: string;
  claims: GuardClaims;
  /** The auth server did not answer while the session was checked (lib/supabase/proxy.ts). */
  unavailable: boolean;
};

export type SessionRouteDecision = RouteDecision | { action: "unavailable" };

/**
 * The proxy's decision once the session is checked. A session that could not be checked is neither
 * signed in nor signed out: a private page answers 503 once (never /login, which would send a signed-in
 * cookie straight back), a public page renders for a visitor, and a form post or server action goes on
 * to check its user itself (so 'Sair' still clears the cookies).
 */
export function decideSessionRoute({
  pathname,
  search,
  method,
  claims,
  unavailable,
}: SessionRouteInput): SessionRouteDecision {
  if (unavailable && isPrivatePath(pathname)) {
    return method === "GET" || method === "HEAD" ? { action: "unavailable" } : { action: "next" };
  }
  return decideRoute(pathname, unavailable ? null : claims, search);
}
