import { readFile } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";

import { extractExportedConstValue } from "next/dist/build/analysis/extract-const-value";
import { loadBindings, parse } from "next/dist/build/swc";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";

import { AREAS } from "@/lib/auth/areas";
import { isAuthCookieName } from "@/lib/auth/cookies";
import { AUTH_SCREENS, COMPANY_DASHBOARD_SEGMENTS, isPrivatePath } from "@/lib/auth/guard";
import { isHomeSearch } from "@/lib/store/home-params";
import { config } from "@/proxy";

const ORDER_ID = "5a1f0c3e-8b2d-4c6a-9e7f-0d1b2c3a4e5f";
const COMPANY_ID = "0b6f6d1e-7c1a-4a43-9f7e-1c2b3d4e5f60";
const PRODUCT_ID = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const CATEGORY_ID = "3d2c1b0a-9f8e-4d7c-a6b5-4c3d2e1f0a9b";

type Extra = { headers?: IncomingHttpHeaders; cookies?: Record<string, string> };

/** Whether Next would invoke proxy.ts for this request, with Next's own matcher code. */
function runsProxy(url: string, { headers, cookies }: Extra = {}): boolean {
  // the helper writes `host` into the headers it is given: a fresh object per call
  return unstable_doesMiddlewareMatch({ config, url, headers: { ...headers }, cookies });
}

// a visitor's public pages: served straight from the prerendered cache, the proxy has nothing to do there
const PUBLIC_PAGES = [
  "/",
  "/produtos",
  "/produtos/2",
  `/product/${PRODUCT_ID}`,
  `/company/${COMPANY_ID}`,
  "/company/padaria-pao-quente",
  "/cart",
  ...AUTH_SCREENS,
  "/para-empresas",
  "/termos",
  "/ajuda",
  "/privacidade",
  "/busca",
  "/api/session",
  // unknown URLs answer 404 without the proxy
  "/nao-existe",
  "/a/b/c",
];

const PRIVATE_PAGES = [
  "/checkout",
  "/orders",
  "/profile",
  `/order/${ORDER_ID}`,
  "/customer",
  "/customer/orders",
  `/customer/order/${ORDER_ID}`,
  "/advertiser",
  "/advertiser/campaigns",
  "/admin",
  "/admin/users",
  "/entregador",
  "/company",
  "/company/pedidos",
  `/company/order/${ORDER_ID}`,
];

const STATIC_ASSETS = [
  "/_next/static/chunks/a.js",
  "/_next/image?url=%2Fimages%2Fproducts%2Fx.svg&w=640&q=75",
  "/favicon.ico",
  "/icon.svg",
  "/apple-icon.png",
  "/icons.svg",
  "/images/products/x.webp",
  "/images/banner",
  "/robots.txt",
  "/sitemap.xml",
];

const SESSION = { "sb-127-auth-token": "base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0" };

describe("a visitor without an auth cookie does not invoke the proxy on a public page", () => {
  it.each(PUBLIC_PAGES)("%s", (path) => {
    expect(runsProxy(path)).toBe(false);
  });

  it.each([`/company/${COMPANY_ID}`, "/company/padaria-pao-quente"])(
    "the public store page %s is not the company dashboard",
    (path) => {
      expect(runsProxy(path)).toBe(false);
    },
  );
});

describe("a visitor on a private path invokes the proxy, which sends them to /login (product.md §2)", () => {
  it.each(PRIVATE_PAGES)("%s", (path) => {
    expect(runsProxy(path)).toBe(true);
  });
});

describe("for a visitor the matcher selects exactly the guard's private paths (isPrivatePath)", () => {
  const paths = [
    ...PUBLIC_PAGES,
    ...PRIVATE_PAGES,
    ...AREAS.flatMap((area) => [`/${area}`, `/${area}/`, `/${area}/change-password`, `/${area}/order/1`]),
    ...COMPANY_DASHBOARD_SEGMENTS.flatMap((segment) => [`/company/${segment}`, `/company/${segment}/x`]),
    "/order",
    "/order/x",
    "/orders/x",
    "/profile/x",
    "/checkout/",
    "/entregador/rotas",
    // whole segments only, and case-sensitive, like the guard
    "/checkoutx",
    "/orders-antigos",
    "/ordered",
    "/profiles",
    "/customers",
    "/administrador",
    "/entregadores",
    "/companyx",
    "/company/orderly",
    `/company/${COMPANY_ID}/order`,
    "/Checkout",
    "/cartoes",
  ];
  it.each(paths)("%s", (path) => {
    expect(runsProxy(path)).toBe(isPrivatePath(path));
  });
});

describe("the home search invokes the proxy, which rewrites it to /busca (product.md §5)", () => {
  it.each([
    ["/?q=pão", true],
    ["/?q=p%C3%A3o", true],
    [`/?categoria=${CATEGORY_ID}`, true],
    [`/?q=pao&categoria=${CATEGORY_ID}`, true],
    ["/", false],
    ["/?q=", false],
    ["/?pagina=2", false],
    ["/produtos?q=pao", false],
  ])("%s: %s", (url, matched) => {
    expect(runsProxy(url)).toBe(matched);
    const { pathname, searchParams } = new URL(url, "http://localhost");
    expect(isHomeSearch(pathname, searchParams)).toBe(matched);
  });
});

describe("an auth cookie invokes the proxy on any page: session refresh and the signed-in rules", () => {
  it.each([...PUBLIC_PAGES, ...PRIVATE_PAGES])("%s with sb-127-auth-token", (path) => {
    expect(runsProxy(path, { cookies: SESSION })).toBe(true);
  });

  it.each<[string, Record<string, string>]>([
    ["the session", SESSION],
    [
      "a chunk among other cookies",
      {
        theme: "dark",
        "sb-abcdefghijklmnop-auth-token.0": "base64-a",
        "sb-abcdefghijklmnop-auth-token.1": "b",
      },
    ],
    ["only a later chunk", { cart: "1", "sb-abcdefghijklmnop-auth-token.1": "b" }],
    ["the PKCE code verifier", { "sb-127-auth-token-code-verifier": "verifier" }],
    // browsers separate cookies with "; " (the helper joins with ";"): the leading space reproduces it
    ["the browser's separator", { theme: "dark", " sb-127-auth-token": "base64-a" }],
  ])("/ and the product page with %s", (_, cookies) => {
    expect(runsProxy("/", { cookies })).toBe(true);
    expect(runsProxy(`/product/${PRODUCT_ID}`, { cookies })).toBe(true);
  });

  it.each<[string, Record<string, string>]>([
    ["a value that merely contains the name", { theme: "sb-x-auth-token-ish" }],
    ["a value that looks like an auth cookie", { cart: "sb-127-auth-token=1" }],
    ["a look-alike name", { "sb-127-auth-tokens": "x" }],
    ["a prefixed name", { "xsb-127-auth-token": "x" }],
    ["other cookies only", { theme: "dark", cart: "1" }],
  ])("not for %s", (_, cookies) => {
    expect(runsProxy("/", { cookies })).toBe(false);
    expect(runsProxy(`/product/${PRODUCT_ID}`, { cookies })).toBe(false);
  });

  it.each([
    "sb-127-auth-token",
    "sb-127-auth-token.0",
    "sb-127-auth-token.12",
    "sb-abcdefghij-auth-token",
    "sb-127-auth-token-code-verifier",
    "sb-127-auth-token-code-verifier.1",
    "sb-127-auth-tokens",
    "sb--auth-token",
    "sb-1.2-auth-token",
    "cart",
    "xsb-127-auth-token",
  ])("the cookie %s selects the proxy exactly when isAuthCookieName says so", (name) => {
    expect(runsProxy("/termos", { cookies: { theme: "dark", [name]: "v" } })).toBe(isAuthCookieName(name));
  });
});

describe("a server action invokes the proxy on any page: the Origin and size check (action-guard)", () => {
  it.each(["/", `/product/${PRODUCT_ID}`, "/cart", "/login", "/cadastro"])("Next-Action on %s", (path) => {
    expect(runsProxy(path, { headers: { "next-action": "7f3a9c0d1e2b" } })).toBe(true);
  });

  // `has` cannot see an empty Next-Action, which Next still runs as an action: a POST's Origin selects it
  it.each(["/", "/cart"])("an Origin on %s", (path) => {
    expect(runsProxy(path, { headers: { origin: "https://outro.example" } })).toBe(true);
  });
});

describe("static files and build assets never invoke the proxy, even for a signed-in server action", () => {
  const everything: Extra = {
    headers: { "next-action": "7f3a9c0d1e2b", origin: "https://outro.example" },
    cookies: SESSION,
  };
  it.each([...STATIC_ASSETS, "/admin/export.csv", `/order/${ORDER_ID}.json`])("%s", (path) => {
    expect(runsProxy(path)).toBe(false);
    expect(runsProxy(path, everything)).toBe(false);
  });
});

describe("Next reads the same matcher from proxy.ts at build time", () => {
  it("config is a static literal (no imported constants, no computed values)", async () => {
    await loadBindings();
    const source = await readFile(new URL("../../proxy.ts", import.meta.url), "utf8");
    const ast = await parse(source, { isModule: "unknown", filename: "proxy.ts" });
    expect(extractExportedConstValue(ast, "config")).toEqual({ value: config });
  });
});
