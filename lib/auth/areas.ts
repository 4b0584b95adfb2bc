import { homeAreaFor, type AccountType } from "@/lib/auth/types";

/** The signed-in areas under app/(areas), each checking its own visitors. */
export const AREAS = ["customer", "company", "advertiser", "admin", "entregador"] as const;
export type AreaName = (typeof AREAS)[number];

/** product.md §6: which account types may open which area (empresa and entregador share /company). */
const AREA_ACCESS: Record<AreaName, readonly AccountType[]> = {
  customer: ["cliente"],
  company: ["empresa", "entregador"],
  advertiser: ["anunciante"],
  admin: ["admin", "superadmin"],
  entregador: ["entregador"],
};

export function canOpenArea(area: AreaName, type: AccountType): boolean {
  return AREA_ACCESS[area].includes(type);
}

export type AreaDecision = { action: "render" } | { action: "redirect"; to: string };

/** product.md §2: dashboards send a missing user to /login; a user of another type goes to their own area. */
export function decideArea(area: AreaName, type: AccountType | null): AreaDecision {
  if (type === null) return { action: "redirect", to: "/login" };
  if (canOpenArea(area, type)) return { action: "render" };
  return { action: "redirect", to: homeAreaFor(type) };
}

/** The courier's own screen (product.md §2 /entregador): where an owner's screen sends a courier. */
export const COURIER_SCREEN = "/entregador";

/**
 * product.md §6: the /company screens that are the store owner's alone (its catalogue, board, coupons, reports,
 * notices and settings); a courier of the store has the dashboard (their own screen), an order and the password.
 */
export const OWNER_ONLY_COMPANY_SEGMENTS = [
  "produtos",
  "products",
  "pedidos",
  "orders",
  "cupons",
  "relatorios",
  "avisos",
  "config",
] as const;

export function isOwnerOnlyCompanySegment(segment: string | undefined): boolean {
  return segment !== undefined && (OWNER_ONLY_COMPANY_SEGMENTS as readonly string[]).includes(segment);
}

/** An owner's screen of /company: a courier goes to their own screen, everyone the area admits renders it. */
export function decideOwnerScreen(type: AccountType): AreaDecision {
  return type === "entregador" ? { action: "redirect", to: COURIER_SCREEN } : { action: "render" };
}

/**
 * product.md §2 and §6: a page of `area` (`segment` is its first segment below the area's root, undefined for
 * the root itself) for a signed-in account type: their area's pages render, except an owner's screen for a
 * courier; another area sends them to their own.
 */
export function decideAreaPage(area: AreaName, segment: string | undefined, type: AccountType): AreaDecision {
  const decision = decideArea(area, type);
  if (decision.action === "redirect" || area !== "company" || !isOwnerOnlyCompanySegment(segment))
    return decision;
  return decideOwnerScreen(type);
}

/** The root page of an area: change-password returns there on success (product.md §2). */
export function areaRoot(area: AreaName): string {
  return `/${area}`;
}
