import { describe, expect, it } from "vitest";

import { AREAS, areaRoot, canOpenArea, decideArea, type AreaName } from "@/lib/auth/areas";
import { ACCOUNT_TYPES, homeAreaFor, type AccountType } from "@/lib/auth/types";

// product.md §6: who may open which area; every other combination is refused.
const ALLOWED: Record<AreaName, readonly AccountType[]> = {
  customer: ["cliente"],
  company: ["empresa", "entregador"],
  advertiser: ["anunciante"],
  admin: ["admin", "superadmin"],
  entregador: ["entregador"],
};

const CASES = AREAS.flatMap((area) => ACCOUNT_TYPES.map((type) => [area, type] as const));

describe("area access table (product.md §6)", () => {
  it.each(CASES)("%s area, %s", (area, type) => {
    const allowed = ALLOWED[area].includes(type);
    expect(canOpenArea(area, type)).toBe(allowed);
    expect(decideArea(area, type)).toEqual(
      allowed ? { action: "render" } : { action: "redirect", to: homeAreaFor(type) },
    );
  });
});

describe("dashboards redirect to /login when there is no user (product.md §2)", () => {
  it.each(AREAS)("%s", (area) => {
    expect(decideArea(area, null)).toEqual({ action: "redirect", to: "/login" });
  });
});

describe("a user sent to their own area is let in there (no redirect loop)", () => {
  it.each(ACCOUNT_TYPES)("%s", (type) => {
    const home = homeAreaFor(type);
    const area = AREAS.find((name) => areaRoot(name) === home);
    expect(area).toBeDefined();
    expect(decideArea(area as AreaName, type)).toEqual({ action: "render" });
  });
});
