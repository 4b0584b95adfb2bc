import { describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { CUSTOMER_IDS, DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import type { AccountType } from "@/lib/auth/types";
import { getOrderForViewer, getOrderOwner } from "@/lib/data/orders";
import { orderViewerFor } from "@/lib/data/viewer";
import { isForeignOrMalformedOrder, orderIdOfPath } from "@/lib/orders/order-route-guard";

const own = orders.find((o) => o.customerId === DEMO_CUSTOMER_ID && o.restaurantId === DEMO_COMPANY_ID)!;
const otherCustomers = orders.find(
  (o) => o.customerId !== DEMO_CUSTOMER_ID && o.restaurantId === DEMO_COMPANY_ID,
)!;
const otherCompanys = orders.find(
  (o) => o.customerId !== DEMO_CUSTOMER_ID && o.restaurantId !== DEMO_COMPANY_ID,
)!;

describe("getOrderForViewer: an order only for its customer, its company and admins", () => {
  it.each<[string, AccountType, string, boolean]>([
    ["the owner (cliente)", "cliente", own.id, true],
    ["another customer's order (cliente)", "cliente", otherCustomers.id, false],
    ["another customer at another company (cliente)", "cliente", otherCompanys.id, false],
    ["the company (empresa)", "empresa", otherCustomers.id, true],
    ["the company's courier (entregador)", "entregador", own.id, true],
    ["another company's order (empresa)", "empresa", otherCompanys.id, false],
    ["an admin", "admin", otherCompanys.id, true],
    ["a superadmin", "superadmin", own.id, true],
    ["an anunciante", "anunciante", own.id, false],
  ])("%s", (_who, type, orderId, visible) => {
    const found = getOrderForViewer({ type }, orderId);
    expect(found !== undefined).toBe(visible);
    if (found) expect(found.order.id).toBe(orderId);
  });

  it("an unknown id is nobody's", () => {
    expect(getOrderForViewer({ type: "admin" }, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("the sample has orders of other customers and other companies to refuse", () => {
    expect(new Set(orders.map((o) => o.customerId)).size).toBeGreaterThan(1);
    expect(Object.values(CUSTOMER_IDS).length).toBeGreaterThan(1);
    expect(Object.values(COMPANY_IDS).length).toBeGreaterThan(1);
  });
});

describe("the proxy answers 404 before rendering a foreign or malformed order", () => {
  const cliente = orderViewerFor("cliente");
  const empresa = orderViewerFor("empresa");
  it.each([
    ["/order/nao-e-um-pedido", cliente, true],
    ["/customer/order/123", cliente, true],
    ["/company/order/x/y", empresa, true],
    [`/customer/order/${own.id}`, cliente, false],
    [`/customer/order/${otherCustomers.id}`, cliente, true],
    [`/order/${otherCustomers.id}`, cliente, true],
    [`/company/order/${otherCustomers.id}`, empresa, false],
    [`/company/order/${otherCompanys.id}`, empresa, true],
    [`/admin/order/${otherCompanys.id}`, orderViewerFor("admin"), false],
    [`/advertiser/order/${own.id}`, orderViewerFor("anunciante"), true],
    // a well-formed id the server does not know may be an order placed in this browser
    ["/order/00000000-0000-4000-8000-000000000000", cliente, false],
    // not an order route
    ["/orders", cliente, false],
    [`/company/${DEMO_COMPANY_ID}`, cliente, false],
  ] as const)("%s", (path, viewer, notFound) => {
    expect(isForeignOrMalformedOrder(path, viewer, getOrderOwner)).toBe(notFound);
  });

  it.each([
    ["/order/abc", "abc"],
    ["/customer/order/abc/", "abc"],
    ["/order", null],
    ["/orders/abc", null],
    ["/admin/orders", null],
  ])("%s has order id %s", (path, id) => {
    expect(orderIdOfPath(path)).toBe(id);
  });
});
