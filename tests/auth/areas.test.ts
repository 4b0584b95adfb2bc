import { describe, expect, it } from "vitest";

import {
  AREAS,
  areaRoot,
  canOpenArea,
  COURIER_SCREEN,
  decideArea,
  decideAreaPage,
  decideOwnerScreen,
  type AreaName,
} from "@/lib/auth/areas";
import { ACCOUNT_TYPES, hasCart, homeAreaFor, type AccountType } from "@/lib/auth/types";
import { CART_HOLDERS } from "@/tests/support/cart-holders";

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

// product.md §6: a courier lands on /company like the store's owner, but the owner's screens send them to
// their own screen (/entregador); the dashboard, an order and the password stay theirs.
describe("a courier at /company works on their own screen, never the owner's", () => {
  it.each([
    ["produtos", "empresa", { action: "render" }],
    ["produtos", "entregador", { action: "redirect", to: "/entregador" }],
    ["products", "entregador", { action: "redirect", to: "/entregador" }],
    ["pedidos", "entregador", { action: "redirect", to: "/entregador" }],
    ["orders", "entregador", { action: "redirect", to: "/entregador" }],
    ["cupons", "entregador", { action: "redirect", to: "/entregador" }],
    ["relatorios", "entregador", { action: "redirect", to: "/entregador" }],
    ["avisos", "entregador", { action: "redirect", to: "/entregador" }],
    ["config", "entregador", { action: "redirect", to: "/entregador" }],
    ["config", "empresa", { action: "render" }],
    [undefined, "entregador", { action: "render" }],
    ["order", "entregador", { action: "render" }],
    ["change-password", "entregador", { action: "render" }],
    ["config", "cliente", { action: "redirect", to: "/customer" }],
  ] as const)("/company/%s as %s", (segment, type, expected) => {
    expect(decideAreaPage("company", segment, type)).toEqual(expected);
  });

  it("leaves every other area as decideArea says", () => {
    for (const area of AREAS.filter((name) => name !== "company"))
      for (const type of ACCOUNT_TYPES)
        expect(decideAreaPage(area, "config", type), `${area} ${type}`).toEqual(decideArea(area, type));
  });

  it.each(ACCOUNT_TYPES)("an owner's screen for %s", (type) => {
    expect(decideOwnerScreen(type)).toEqual(
      type === "entregador" ? { action: "redirect", to: COURIER_SCREEN } : { action: "render" },
    );
  });
});

// product.md §6, widened by product.md D13: only visitors and clientes shop, so only they see the header's cart
describe("who has a cart", () => {
  it.each(CART_HOLDERS)("%s: %s", (type, expected) => {
    expect(hasCart(type === null ? null : { type })).toBe(expected);
  });

  it("covers every account type", () => {
    expect(CART_HOLDERS.map(([type]) => type)).toEqual([null, ...ACCOUNT_TYPES]);
  });
});
