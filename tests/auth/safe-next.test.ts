import { describe, expect, it } from "vitest";

import { MAX_NEXT_LENGTH, withNextParam } from "@/lib/auth/guard";
import { safeNextPath, sameSitePath } from "@/lib/auth/safe-next";
import { ACCOUNT_TYPES, homeAreaFor, type AccountType } from "@/lib/auth/types";

const ORDER = "7f0c2f8e-1d2a-4b3c-9d4e-5f6a7b8c9d0e";

// product.md D13: after signing in, a person returns to the page they were sent to /login from.
const RETURNS: ReadonlyArray<readonly [raw: string, type: AccountType, to: string]> = [
  ["/checkout", "cliente", "/checkout"],
  ["/orders?tab=delivered", "cliente", "/orders?tab=delivered"],
  [`/order/${ORDER}`, "cliente", `/order/${ORDER}`],
  ["/customer/cupons", "cliente", "/customer/cupons"],
  ["/cart", "cliente", "/cart"],
  ["/", "cliente", "/"],
  ["/?q=p%C3%A3o%20de%20queijo", "cliente", "/?q=p%C3%A3o%20de%20queijo"],
  ["/company/pedidos", "empresa", "/company/pedidos"],
  ["/company/pedidos", "entregador", "/company/pedidos"],
  ["/admin/categories", "superadmin", "/admin/categories"],
  ["/advertiser/campaigns", "anunciante", "/advertiser/campaigns"],
  // normalised: dot segments resolved, the fragment dropped
  ["/customer/./orders", "cliente", "/customer/orders"],
  ["/checkout#resumo", "cliente", "/checkout"],
  // product.md D18: decoded before the URL parser removes dot segments; what comes back is the normalised path
  ["/%2e%2e/", "cliente", "/"],
  ["/.%2e/", "cliente", "/"],
  ["/%2E%2E/customer/orders", "cliente", "/customer/orders"],
  ["/.%2e/customer", "cliente", "/customer"],
  ["/customer/%6Frders", "cliente", "/customer/orders"],
  ["/customer/orders/..", "cliente", "/customer/"],
  ["/?q=pizza", "cliente", "/?q=pizza"],
  ["/customer/orders", "cliente", "/customer/orders"],
];

// Everything else falls back to the account type's home area (today's landing).
const REFUSED: ReadonlyArray<readonly [why: string, raw: unknown]> = [
  ["missing", undefined],
  ["not a string", 42],
  ["empty", ""],
  ["absolute URL", "https://evil.example/checkout"],
  ["absolute URL, upper case scheme", "HTTPS://evil.example"],
  ["http URL", "http://evil.example"],
  ["protocol-relative", "//evil.com"],
  ["protocol-relative with path", "//evil.com/checkout"],
  ["triple slash", "///evil.com"],
  ["slash backslash", "/\\evil.com"],
  ["backslash backslash", "\\\\evil.com"],
  ["backslash later in the path", "/checkout\\..\\..\\evil.com"],
  ["encoded slashes", "%2F%2Fevil.com"],
  ["slash then encoded slash", "/%2Fevil.com"],
  ["slash then encoded slash, lower case", "/%2fevil.com"],
  ["encoded backslash", "/%5Cevil.com"],
  ["encoded backslash, lower case", "/%5cevil.com"],
  ["double-encoded slash", "/%252Fevil.com"],
  ["double-encoded backslash", "/%255Cevil.com"],
  ["many encoding layers", "/%25252525252Fevil.com"],
  ["broken percent-encoding", "/%E0%A4%A"],
  ["javascript: URL", "javascript:alert(1)"],
  ["javascript: URL, mixed case", "JaVaScRiPt:alert(document.cookie)"],
  ["data: URL", "data:text/html,<script>alert(1)</script>"],
  ["no leading slash", "checkout"],
  ["dot-relative", "./checkout"],
  ["CR/LF header injection", "/checkout\r\nSet-Cookie: x=1"],
  ["LF", "/checkout\n"],
  ["encoded CR/LF in the path", "/checkout%0d%0aSet-Cookie:x=1"],
  ["tab before the host", "/\t/evil.com"],
  ["leading space", " /checkout"],
  ["trailing space", "/checkout "],
  ["space in the path", "/ /evil.com"],
  ["non-breaking space", "/\u00a0/evil.com"],
  ["NUL byte", "/checkout\u0000"],
  ["encoded NUL", "/checkout%00"],
  ["the login screen (loop)", "/login"],
  ["the login screen with its own next (loop)", "/login?next=/checkout"],
  ["below the login screen", "/login/"],
  ["the registration screen", "/cadastro"],
  ["the other registration screen", "/register?next=/checkout"],
  ["dot segments into /login", "/checkout/../login"],
  ["an API route", "/api/session"],
  ["Next's internals", "/_next/static/chunks/x.js"],
  ["the internal not-found route", "/_vitrine/nao-encontrado"],
  ["overly long", `/checkout?pad=${"a".repeat(MAX_NEXT_LENGTH)}`],
  ["overly long path", `/${"a/".repeat(MAX_NEXT_LENGTH)}`],
  // product.md D18 point 2: dot segments resolved into a protocol-relative path (the probe's bypasses)
  ["dot-dot then double slash", "/..//evil.example/phish"],
  ["dot then double slash", "/.//x"],
  ["encoded dot-dot then double slash", "/%2e%2e//x"],
  ["encoded dot-dot, upper case", "/%2E%2E//evil.example"],
  ["half-encoded dot-dot", "/.%2e//evil.example"],
  ["half-encoded dot-dot, other half", "/%2e.//evil.example"],
  ["encoded single dot", "/%2e//evil.example"],
  ["dot-dot below a real page", "/checkout/../..//evil.example"],
  ["dot-dot with an encoded slash", "/..%2f/evil.example"],
  ["dot-dot with an encoded backslash", "/..%5c/evil.example"],
  ["dot-dot with an upper case encoded slash", "/..%2F%2Fevil.example"],
  ["double-encoded dots and slash", "/%252e%252e%252f%252fevil.example"],
  ["double slash inside the path", "/customer//evil.example"],
  ["encoded double slash", "%2f%2fevil.example"],
  ["encoded double slash, upper case", "%2F%2Fevil.example"],
  ["encoded slash and backslash", "/%5c%2fevil.example"],
  ["tab inside the slashes", "/\t/evil.example"],
  ["encoded tab inside the slashes", "/%09/evil.example"],
  ["newline inside the slashes", "/\n/evil.example"],
  ["encoded newline inside the slashes", "/%0a/evil.example"],
  ["carriage return inside the slashes", "/\r/evil.example"],
  ["line separator", "/\u2028/evil.example"],
  ["C1 control", "/checkout\u0085"],
  ["javascript: URL with a leading slash trick", "javascript://%0aalert(1)"],
  ["javascript: URL, encoded", "%6Aavascript:alert(1)"],
  ["this site's own absolute URL", "https://vitrine.invalid/checkout"],
  ["encoded question mark moving the query", "/checkout%3Fnext=//evil.example"],
  ["encoded hash", "/checkout%23x"],
  ["more encoding layers than allowed", "/%2525252e%2525252e//evil.example"],
];

describe("safeNextPath: a same-site page the user may open (product.md D13)", () => {
  it.each(RETURNS)("%s for a %s goes to %s", (raw, type, to) => {
    expect(safeNextPath(raw, type)).toBe(to);
  });
});

describe("safeNextPath refuses open redirects: every account type goes to its home area", () => {
  const cases = REFUSED.flatMap(([why, raw]) => ACCOUNT_TYPES.map((type) => [why, type, raw] as const));
  it.each(cases)("%s, %s", (_why, type, raw) => {
    expect(safeNextPath(raw, type)).toBe(homeAreaFor(type));
  });
});

// product.md §6: a next into another account type's area is no way into it.
describe("safeNextPath keeps each account type in its own area", () => {
  it.each([
    ["empresa", "/admin", "/company"],
    ["empresa", "/customer/orders", "/company"],
    ["entregador", "/advertiser", "/company"],
    ["cliente", "/company/pedidos", "/customer"],
    ["cliente", "/admin/users", "/customer"],
    ["cliente", "/entregador", "/customer"],
    ["anunciante", "/customer", "/advertiser"],
    ["admin", "/company", "/admin"],
    ["superadmin", "/customer/../company/config", "/admin"],
    // decoded before the area check: an encoded letter is no way into another area
    ["cliente", "/%61dmin/users", "/customer"],
    ["empresa", "/%2e%2e/customer", "/company"],
    // the cart's checkout is the cliente's (product.md §6): anyone else lands at home instead
    ["empresa", "/checkout", "/company"],
    ["admin", "/checkout?x=1", "/admin"],
  ] as const)("%s with next=%s goes to %s", (type, raw, to) => {
    expect(safeNextPath(raw, type)).toBe(to);
  });

  it("keeps a public store page, which shares the /company prefix, for anyone", () => {
    expect(safeNextPath(`/company/${ORDER}`, "cliente")).toBe(`/company/${ORDER}`);
  });
});

describe("the next parameter on the way to /login", () => {
  it.each([
    ["/checkout", "/login?next=%2Fcheckout"],
    ["/orders?tab=x&y=1", "/login?next=%2Forders%3Ftab%3Dx%26y%3D1"],
    [null, "/login"],
    ["", "/login"],
    [`/${"a".repeat(MAX_NEXT_LENGTH)}`, "/login"],
  ])("%j gives %s", (next, to) => {
    expect(withNextParam("/login", next)).toBe(to);
  });

  it("round-trips: what the guard carries is what sign-in accepts", () => {
    const carried = new URL(withNextParam("/login", "/orders?tab=x&y=1"), "http://localhost");
    expect(safeNextPath(carried.searchParams.get("next"), "cliente")).toBe("/orders?tab=x&y=1");
  });

  it("sameSitePath passes a visitor's next on to registration, and nothing unsafe", () => {
    expect(sameSitePath("/checkout")).toBe("/checkout");
    expect(sameSitePath("//evil.com")).toBeNull();
    expect(sameSitePath("https://evil.example")).toBeNull();
    expect(sameSitePath("/..//evil.example/phish")).toBeNull();
    expect(sameSitePath("/customer/./%6Frders")).toBe("/customer/orders");
  });

  it("what sign-in redirects to never starts with two slashes, whatever it is given", () => {
    const inputs = REFUSED.map(([, raw]) => raw).concat(RETURNS.map(([raw]) => raw));
    for (const raw of inputs) {
      for (const type of ACCOUNT_TYPES) expect(safeNextPath(raw, type)).toMatch(/^\/(?![/\\])/);
    }
  });
});
