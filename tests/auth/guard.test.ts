import { describe, expect, it } from "vitest";

import { areaOfPath, decideRoute, isPrivatePath, MAX_NEXT_LENGTH, type GuardClaims } from "@/lib/auth/guard";
import { canOpenArea } from "@/lib/auth/areas";
import { ACCOUNT_TYPES, type AccountType } from "@/lib/auth/types";

const COMPANY_ID = "0b6f6d1e-7c1a-4a43-9f7e-1c2b3d4e5f60";

// product.md §2 route table: every route, marked public (P), private (X) or unknown (U: 404 for everyone, never /login).
const ROUTES: ReadonlyArray<readonly [path: string, access: "P" | "X" | "U"]> = [
  ["/", "P"],
  ["/login", "P"],
  ["/cadastro", "P"],
  ["/register", "P"],
  ["/product/abc", "P"],
  ["/product", "P"],
  [`/company/${COMPANY_ID}`, "P"],
  ["/company", "X"],
  ["/company/change-password", "X"],
  ["/company/order/123", "X"],
  ["/company/produtos", "X"],
  ["/company/pedidos", "X"],
  ["/company/products", "X"],
  ["/company/orders", "X"],
  ["/company/cupons", "X"],
  ["/company/relatorios", "X"],
  ["/company/avisos", "X"],
  ["/company/config", "X"],
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
  // linked from the header for visitors (product.md §1), so public too
  ["/para-empresas", "P"],
  ["/para-empresasx", "U"],
  ["/api/session", "P"],
  ["/api/other", "U"],
  ["/busca", "P"],
  // whole segments only: look-alike prefixes are not public
  ["/cartoes", "U"],
  ["/companyx", "U"],
  ["/products", "U"],
  ["/loginx", "U"],
  ["/registered", "U"],
  // unknown paths: 404 for visitors too (a redirect would be a soft 404 to search engines)
  ["/nao-existe", "U"],
  ["/a/b/c", "U"],
];

const AUTH_SCREENS = new Set(["/login", "/cadastro", "/register"]);

// product.md §2: where a signed-in user opening /login or the registration screen is sent.
const HOME: Record<AccountType, string> = {
  cliente: "/customer",
  empresa: "/company",
  entregador: "/company",
  anunciante: "/advertiser",
  admin: "/admin",
  superadmin: "/admin",
};

describe("private paths are matched by whole segments (product.md §2 route guard)", () => {
  it.each(ROUTES)("%s is %s", (path, access) => {
    expect(isPrivatePath(path)).toBe(access === "X");
  });
});

describe("a visitor is sent to /login only from a private path, with the way back in next", () => {
  const visitors: ReadonlyArray<[string, GuardClaims]> = [
    ["no session", null],
    ["a session whose profile has no account type", { tipo_conta: null }],
    ["a session without the claim", {}],
  ];
  for (const [who, claims] of visitors) {
    it.each(ROUTES)(`${who}: %s (%s)`, (path, access) => {
      const expected =
        access === "X"
          ? { action: "redirect", to: `/login?next=${encodeURIComponent(path)}` }
          : { action: "next" };
      expect(decideRoute(path, claims)).toEqual(expected);
    });
  }
});

// product.md D13: 'Finalizar Pedido' as a visitor ends at /login, which sends them back to checkout afterwards.
describe("the login redirect carries the page the visitor asked for", () => {
  it.each([
    ["/checkout", "", "/login?next=%2Fcheckout"],
    ["/orders", "?tab=delivered", "/login?next=%2Forders%3Ftab%3Ddelivered"],
    ["/customer/order/1", "", "/login?next=%2Fcustomer%2Forder%2F1"],
    // a query too long to carry back is dropped rather than growing the URL
    ["/checkout", `?pad=${"a".repeat(MAX_NEXT_LENGTH)}`, "/login"],
  ])("%s%s goes to %s", (path, search, to) => {
    expect(decideRoute(path, null, search)).toEqual({ action: "redirect", to });
  });

  it("public pages ignore the query: a visitor stays on /cart", () => {
    expect(decideRoute("/cart", null, "?x=1")).toEqual({ action: "next" });
  });
});

describe("the public store page /company/{companyId} is not the company dashboard", () => {
  it.each([
    [`/company/${COMPANY_ID}`, null],
    ["/company/padaria-pao-quente", null],
    ["/company", "company"],
    ["/company/pedidos", "company"],
    ["/company/order/1", "company"],
    ["/customer/avisos", "customer"],
    ["/entregador", "entregador"],
    ["/orders", null],
    ["/nao-existe", null],
  ] as const)("%s belongs to %s", (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });
});

// product.md §6: the store owner's screens, which send a courier to their own screen (/entregador).
const OWNER_SCREENS = new Set([
  "/company/produtos",
  "/company/pedidos",
  "/company/products",
  "/company/orders",
  "/company/cupons",
  "/company/relatorios",
  "/company/avisos",
  "/company/config",
]);

describe.each(ACCOUNT_TYPES)("a signed-in %s", (type) => {
  it.each(ROUTES)("%s (%s)", (path) => {
    const area = areaOfPath(path);
    const expected =
      AUTH_SCREENS.has(path) || (area !== null && !canOpenArea(area, type))
        ? { action: "redirect", to: HOME[type] }
        : type === "entregador" && OWNER_SCREENS.has(path)
          ? { action: "redirect", to: "/entregador" }
          : { action: "next" };
    expect(decideRoute(path, { tipo_conta: type })).toEqual(expected);
  });

  it.each(["/login/", "/cadastro/extra", "/register/x"])("is sent home from %s too", (path) => {
    expect(decideRoute(path, { tipo_conta: type })).toEqual({ action: "redirect", to: HOME[type] });
  });
});

// product.md §6: the areas by account type, spelled out so the table above cannot agree with itself only.
describe("another area's pages send a signed-in user to their own area", () => {
  it.each([
    ["cliente", "/admin", "/customer"],
    ["cliente", "/company", "/customer"],
    ["cliente", "/company/order/1", "/customer"],
    ["cliente", "/advertiser/campaigns", "/customer"],
    ["cliente", "/entregador", "/customer"],
    ["empresa", "/customer/order/1", "/company"],
    ["empresa", "/entregador", "/company"],
    ["anunciante", "/admin/order/1", "/advertiser"],
    ["admin", "/company/change-password", "/admin"],
    ["superadmin", "/customer", "/admin"],
  ] as const)("%s opening %s goes to %s", (type, path, to) => {
    expect(decideRoute(path, { tipo_conta: type })).toEqual({ action: "redirect", to });
  });

  it.each([
    ["entregador", "/company/produtos"],
    ["entregador", "/company/pedidos"],
    ["entregador", "/company/config"],
    ["entregador", "/company/cupons/novo"],
  ] as const)("%s opening the owner's %s goes to their own screen", (type, path) => {
    expect(decideRoute(path, { tipo_conta: type })).toEqual({ action: "redirect", to: "/entregador" });
  });

  it.each([
    ["entregador", "/company"],
    ["entregador", "/company/order/1"],
    ["entregador", "/company/change-password"],
    ["entregador", "/entregador"],
    ["entregador", "/entregador/change-password"],
    ["empresa", "/company/pedidos"],
    ["empresa", `/company/${COMPANY_ID}`],
    ["admin", "/admin/categories"],
    ["cliente", "/checkout"],
  ] as const)("%s may open %s", (type, path) => {
    expect(decideRoute(path, { tipo_conta: type })).toEqual({ action: "next" });
  });
});
