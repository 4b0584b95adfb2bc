import { describe, expect, it } from "vitest";

import { decideRoute, isPublicPath, type GuardClaims } from "@/lib/auth/guard";
import { ACCOUNT_TYPES, type AccountType } from "@/lib/auth/types";

const COMPANY_ID = "0b6f6d1e-7c1a-4a43-9f7e-1c2b3d4e5f60";

// spec 2 route table: every route, marked public (P) or protected (X) by the route guard's public list.
const ROUTES: ReadonlyArray<readonly [path: string, access: "P" | "X"]> = [
  ["/", "P"],
  ["/login", "P"],
  ["/cadastro", "P"],
  ["/register", "P"],
  ["/product/abc", "P"],
  ["/product", "P"],
  [`/company/${COMPANY_ID}`, "P"],
  ["/company", "P"],
  ["/company/change-password", "P"],
  ["/company/order/123", "P"],
  ["/company/produtos", "P"],
  ["/company/pedidos", "P"],
  ["/company/products", "P"],
  ["/company/orders", "P"],
  ["/company/cupons", "P"],
  ["/company/relatorios", "P"],
  ["/company/avisos", "P"],
  ["/company/config", "P"],
  ["/cart", "P"],
  ["/cart/", "P"],
  ["/checkout", "X"],
  ["/orders", "X"],
  ["/profile", "X"],
  ["/order/x", "X"],
  ["/customer", "X"],
  ["/customer/orders", "X"],
  ["/customer/profile", "X"],
  ["/customer/change-password", "X"],
  ["/customer/order/1", "X"],
  ["/customer/cupons", "X"],
  ["/customer/avisos", "X"],
  ["/customer/config", "X"],
  ["/advertiser", "X"],
  ["/advertiser/change-password", "X"],
  ["/advertiser/order/1", "X"],
  ["/advertiser/campaigns", "X"],
  ["/advertiser/ads", "X"],
  ["/advertiser/reports", "X"],
  ["/advertiser/billing", "X"],
  ["/advertiser/settings", "X"],
  ["/admin", "X"],
  ["/admin/companies", "X"],
  ["/admin/users", "X"],
  ["/admin/categories", "X"],
  ["/admin/plans", "X"],
  ["/admin/layout", "X"],
  ["/admin/settings", "X"],
  ["/admin/reports", "X"],
  ["/admin/change-password", "X"],
  ["/admin/order/1", "X"],
  ["/entregador", "X"],
  ["/entregador/rotas", "X"],
  // linked from the header for visitors (spec 1), so public too
  ["/para-empresas", "P"],
  ["/para-empresasx", "X"],
  ["/api/session", "P"],
  ["/api/other", "X"],
  ["/busca", "P"],
  // whole segments only: look-alike prefixes are not public
  ["/cartoes", "X"],
  ["/companyx", "X"],
  ["/products", "X"],
  ["/loginx", "X"],
  ["/registered", "X"],
  // unknown paths (404 for whoever may see them)
  ["/nao-existe", "X"],
  ["/a/b/c", "X"],
];

const AUTH_SCREENS = new Set(["/login", "/cadastro", "/register"]);

// spec 2: where a signed-in user opening /login or the registration screen is sent.
const HOME: Record<AccountType, string> = {
  cliente: "/customer",
  empresa: "/company",
  entregador: "/company",
  anunciante: "/advertiser",
  admin: "/admin",
  superadmin: "/admin",
};

describe("public paths are matched by whole segments (spec 2 route guard)", () => {
  it.each(ROUTES)("%s is %s", (path, access) => {
    expect(isPublicPath(path)).toBe(access === "P");
  });
});

describe("a visitor on a protected path is sent to /login", () => {
  const visitors: ReadonlyArray<[string, GuardClaims]> = [
    ["no session", null],
    ["a session whose profile has no account type", { tipo_conta: null }],
    ["a session without the claim", {}],
  ];
  for (const [who, claims] of visitors) {
    it.each(ROUTES)(`${who}: %s (%s)`, (path, access) => {
      const expected = access === "P" ? { action: "next" } : { action: "redirect", to: "/login" };
      expect(decideRoute(path, claims)).toEqual(expected);
    });
  }
});

describe.each(ACCOUNT_TYPES)("a signed-in %s", (type) => {
  it.each(ROUTES)("%s (%s)", (path) => {
    const expected = AUTH_SCREENS.has(path) ? { action: "redirect", to: HOME[type] } : { action: "next" };
    expect(decideRoute(path, { tipo_conta: type })).toEqual(expected);
  });

  it.each(["/login/", "/cadastro/extra", "/register/x"])("is sent home from %s too", (path) => {
    expect(decideRoute(path, { tipo_conta: type })).toEqual({ action: "redirect", to: HOME[type] });
  });
});
