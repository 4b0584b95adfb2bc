import { decideAreaPage, type AreaName } from "@/lib/auth/areas";
import { homeAreaFor, type AccountType } from "@/lib/auth/types";

/** The sign-in and registration screens a signed-in user is sent away from (product.md §2). */
export const AUTH_SCREENS = ["/login", "/cadastro", "/register"] as const;

/** Longest `next` carried to /login: any real page of the site is far shorter (lib/auth/safe-next.ts). */
export const MAX_NEXT_LENGTH = 512;

/** The store's private pages: any signed-in account may open them (each page checks further). */
const STORE_PRIVATE = ["/checkout", "/orders", "/profile", "/order"] as const;

/**
 * product.md §2 route table: the /company dashboard shares its prefix with the public store page
 * /company/{companyId}, so only these first segments (and /company itself) are the dashboard.
 */
export const COMPANY_DASHBOARD_SEGMENTS = [
  "change-password",
  "order",
  "produtos",
  "products",
  "pedidos",
  "orders",
  "cupons",
  "relatorios",
  "avisos",
  "config",
] as const;

/** A path no route answers: proxy.ts rewrites here to answer the site's 404 page with HTTP 404. */
export const NOT_FOUND_PATH = "/_vitrine/nao-encontrado";

export type GuardClaims = { tipo_conta?: AccountType | null } | null;
export type RouteDecision = { action: "next" } | { action: "redirect"; to: string };

/** True when `pathname` is `base` or lies below it, comparing whole segments (/cartoes is not /cart). */
export function isUnder(pathname: string, base: string): boolean {
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The signed-in area a path belongs to, or null for the storefront, auth screens and unknown paths. */
export function areaOfPath(pathname: string): AreaName | null {
  const [first, second] = pathname.split("/").filter(Boolean);
  switch (first) {
    case "customer":
    case "advertiser":
    case "admin":
    case "entregador":
      return first;
    case "company":
      if (second === undefined) return "company";
      return (COMPANY_DASHBOARD_SEGMENTS as readonly string[]).includes(second) ? "company" : null;
    default:
      return null;
  }
}

/** Paths only a signed-in user may open: the areas and the store's checkout, orders and profile. */
export function isPrivatePath(pathname: string): boolean {
  return areaOfPath(pathname) !== null || STORE_PRIVATE.some((base) => isUnder(pathname, base));
}

/** `base` carrying `next` (where to return after signing in), or `base` alone when there is none or it is too long. */
export function withNextParam(base: string, next: string | null | undefined): string {
  if (!next || next.length > MAX_NEXT_LENGTH) return base;
  return `${base}?next=${encodeURIComponent(next)}`;
}

/**
 * The one decision the proxy applies to every page request, before anything renders. Visitors are sent
 * to /login only from the known private prefixes: any other unknown URL answers 404 for everyone (a
 * redirect there is a soft 404 to search engines). A session without an account type counts as a
 * visitor: product.md §4 ends such sessions at sign-in, so it must still be able to reach /login.
 * `search` is the request's query ("?tab=x" or ""), carried in `next` with the path.
 */
export function decideRoute(pathname: string, claims: GuardClaims, search = ""): RouteDecision {
  const type = claims?.tipo_conta ?? null;
  if (type === null) {
    // product.md §2: a visitor on a private path goes to /login, which brings them back here after signing in
    return isPrivatePath(pathname)
      ? { action: "redirect", to: withNextParam("/login", `${pathname}${search}`) }
      : { action: "next" };
  }
  // product.md §2: a signed-in user opening /login or the registration screen goes to their area
  if (AUTH_SCREENS.some((base) => isUnder(pathname, base))) {
    return { action: "redirect", to: homeAreaFor(type) };
  }
  // product.md §6: each area belongs to its account types, anyone else goes to their own area; a courier
  // opening a store owner's screen goes to their own screen
  const area = areaOfPath(pathname);
  const page = area === null ? null : decideAreaPage(area, pathname.split("/").filter(Boolean)[1], type);
  if (page?.action === "redirect") return { action: "redirect", to: page.to };
  return { action: "next" };
}
