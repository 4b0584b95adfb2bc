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

/** The root page of an area: change-password returns there on success (product.md §2). */
export function areaRoot(area: AreaName): string {
  return `/${area}`;
}
