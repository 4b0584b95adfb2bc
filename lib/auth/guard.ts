import { homeAreaFor, type AccountType } from "@/lib/auth/types";

/**
 * spec 2 "Route guard": public paths, each with its sub-paths. Plus /para-empresas: the header shows the
 * 'Para Empresas' link to visitors (spec 1), so that marketing page must not bounce them to /login.
 */
export const PUBLIC_PATHS = [
  "/",
  "/login",
  "/cadastro",
  "/register",
  "/product",
  "/company",
  "/cart",
  "/para-empresas",
  // the storefront header asks who is signed in; a visitor gets { user: null }
  "/api/session",
  // where proxy.ts renders "/?q=…" (the home with a search)
  "/busca",
] as const;

/** The sign-in and registration screens a signed-in user is sent away from. */
const AUTH_SCREENS = ["/login", "/cadastro", "/register"] as const;

export type GuardClaims = { tipo_conta?: AccountType | null } | null;
export type RouteDecision = { action: "next" } | { action: "redirect"; to: string };

/** True when `pathname` is `base` or lies below it, comparing whole segments (/cartoes is not /cart). */
export function isUnder(pathname: string, base: string): boolean {
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((base) => isUnder(pathname, base));
}

/**
 * The one decision the proxy applies to every page request. A session without an account type counts
 * as a visitor: spec 4 ends such sessions at sign-in, so it must still be able to reach /login.
 */
export function decideRoute(pathname: string, claims: GuardClaims): RouteDecision {
  const type = claims?.tipo_conta ?? null;
  if (type === null) {
    // spec 2: a visitor on any non-public path goes to /login
    return isPublicPath(pathname) ? { action: "next" } : { action: "redirect", to: "/login" };
  }
  // spec 2: a signed-in user opening /login or the registration screen goes to their area
  if (AUTH_SCREENS.some((base) => isUnder(pathname, base))) {
    return { action: "redirect", to: homeAreaFor(type) };
  }
  return { action: "next" };
}
