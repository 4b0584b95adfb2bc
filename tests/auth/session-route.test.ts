import { describe, expect, it } from "vitest";

import { decideSessionRoute, type SessionRouteInput } from "@/lib/auth/session-route";

const cliente = { tipo_conta: "cliente" } as const;
const down = { claims: null, unavailable: true };
const visitor = { claims: null, unavailable: false };
const signedIn = { claims: cliente, unavailable: false };

type Row = [
  string,
  Partial<SessionRouteInput> & Pick<SessionRouteInput, "pathname">,
  ReturnType<typeof decideSessionRoute>,
];

describe("the proxy's decision once the session is checked", () => {
  it.each<Row>([
    // backend down or slow: a private page answers 503 once, never /login and back
    ["down + /customer → 503", { pathname: "/customer", ...down }, { action: "unavailable" }],
    ["down + /customer/profile → 503", { pathname: "/customer/profile", ...down }, { action: "unavailable" }],
    ["down + /checkout → 503", { pathname: "/checkout", ...down }, { action: "unavailable" }],
    [
      "down + the /company dashboard → 503",
      { pathname: "/company/pedidos", ...down },
      { action: "unavailable" },
    ],
    ["down + HEAD /admin → 503", { pathname: "/admin", method: "HEAD", ...down }, { action: "unavailable" }],
    // a form post or server action checks its user itself ('Sair' must still clear the cookies)
    [
      "down + a server action on /customer → goes on",
      { pathname: "/customer", method: "POST", ...down },
      { action: "next" },
    ],
    // public pages keep working, for a visitor
    ["down + / → the page", { pathname: "/", ...down }, { action: "next" }],
    [
      "down + a store page → the page",
      { pathname: "/company/padaria-pao-quente", ...down },
      { action: "next" },
    ],
    ["down + /login → the form, not the area", { pathname: "/login", ...down }, { action: "next" }],
    ["down + /api/session → the route", { pathname: "/api/session", ...down }, { action: "next" }],
    // an ended session reached the proxy's decision as a visitor's (lib/supabase/proxy.ts cleared it)
    [
      "ended + /customer/profile → /login",
      { pathname: "/customer/profile", ...visitor },
      { action: "redirect", to: "/login?next=%2Fcustomer%2Fprofile" },
    ],
    ["ended + / → the page", { pathname: "/", ...visitor }, { action: "next" }],
    // a live session: the route table as before
    ["live + /customer → the page", { pathname: "/customer", ...signedIn }, { action: "next" }],
    [
      "live + /login → the area",
      { pathname: "/login", ...signedIn },
      { action: "redirect", to: "/customer" },
    ],
    [
      "live + /admin → their own area",
      { pathname: "/admin", ...signedIn },
      { action: "redirect", to: "/customer" },
    ],
  ])("%s", (_label, input, expected) => {
    expect(
      decideSessionRoute({ search: "", method: "GET", claims: null, unavailable: false, ...input }),
    ).toEqual(expected);
  });

  it("claims are never trusted when the session could not be checked", () => {
    const decision = decideSessionRoute({
      pathname: "/login",
      search: "",
      method: "GET",
      claims: cliente,
      unavailable: true,
    });
    expect(decision).toEqual({ action: "next" });
  });
});
