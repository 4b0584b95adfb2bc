import { describe, expect, it } from "vitest";

import { decideOrderRoute, orderIdOfPath } from "@/lib/orders/order-route-guard";

const ID = "14ffc248-c8c9-4303-b570-86b86748d12d";

describe("before an order page renders, the proxy decides whether to ask the database", () => {
  it.each([
    // a malformed id can never be an order: a real 404 without a database call, signed in or not
    ["/order/nao-e-um-pedido", true, { action: "notFound" }],
    ["/customer/order/123", true, { action: "notFound" }],
    ["/company/order/x/y", true, { action: "notFound" }],
    ["/admin/order/", false, { action: "notFound" }],
    [`/advertiser/order/${ID}x`, false, { action: "notFound" }],
    // a well-formed id: the signed-in viewer's own reads say whether the order is theirs
    [`/order/${ID}`, true, { action: "ask", orderId: ID }],
    [`/customer/order/${ID}`, true, { action: "ask", orderId: ID }],
    [`/company/order/${ID}/`, true, { action: "ask", orderId: ID }],
    [`/admin/order/${ID}`, true, { action: "ask", orderId: ID }],
    [`/advertiser/order/${ID}`, true, { action: "ask", orderId: ID }],
    // a visitor is on their way to /login: nobody to ask for
    [`/order/${ID}`, false, { action: "pass" }],
    // not an order route
    ["/orders", true, { action: "pass" }],
    ["/customer/orders", true, { action: "pass" }],
    [`/company/${ID}`, true, { action: "pass" }],
    ["/order", true, { action: "pass" }],
  ] as const)("%s (signed in: %s)", (path, signedIn, decision) => {
    expect(decideOrderRoute(path, signedIn)).toEqual(decision);
  });

  it.each([
    ["/order/abc", "abc"],
    ["/customer/order/abc/", "abc"],
    ["/company/order/a/b", ""],
    ["/order", null],
    ["/orders/abc", null],
    ["/admin/orders", null],
  ])("%s has order id %s", (path, id) => {
    expect(orderIdOfPath(path)).toBe(id);
  });
});
