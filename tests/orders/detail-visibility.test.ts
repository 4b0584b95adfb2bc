import { describe, expect, it } from "vitest";

import { ACCOUNT_TYPES, type AccountType } from "@/lib/auth/types";
import { detailVisibility, orderListPath } from "@/lib/orders/detail-visibility";

const PATHS = ["/order", "/customer/order", "/company/order", "/advertiser/order", "/admin/order"] as const;
const VIEWERS: Array<AccountType | null> = [...ACCOUNT_TYPES, null];

// Expected flags written out per role (product.md §6); the customer card also depends on the path.
const EXPECTED: Record<
  string,
  { tracker: boolean; company: boolean; route: boolean; ready: boolean; customer: boolean; contact: string }
> = {
  cliente: { tracker: true, company: false, route: false, ready: false, customer: false, contact: "company" },
  empresa: { tracker: false, company: false, route: true, ready: true, customer: false, contact: "customer" },
  entregador: {
    tracker: false,
    company: true,
    route: false,
    ready: false,
    customer: true,
    contact: "company",
  },
  anunciante: {
    tracker: false,
    company: true,
    route: false,
    ready: false,
    customer: true,
    contact: "company",
  },
  admin: { tracker: false, company: true, route: false, ready: false, customer: true, contact: "company" },
  superadmin: {
    tracker: false,
    company: true,
    route: false,
    ready: false,
    customer: true,
    contact: "company",
  },
  visitor: { tracker: false, company: true, route: false, ready: false, customer: false, contact: "company" },
};

const table = VIEWERS.flatMap((viewer) => PATHS.map((path) => ({ viewer, path })));

describe("order detail visibility (product.md §6), every role x path", () => {
  it.each(table)("$viewer on $path", ({ viewer, path }) => {
    const expected = EXPECTED[viewer ?? "visitor"]!;
    const onCustomerPath = path === "/customer/order";
    expect(detailVisibility(viewer, path, "preparing")).toEqual({
      tracker: expected.tracker,
      customerCard: expected.customer && !onCustomerPath,
      companyCard: expected.company,
      routeButton: expected.route,
      markReady: expected.ready,
      contact: expected.contact,
    });
  });

  it.each(["confirmed", "ready", "on_way", "delivered", "cancelled"])(
    "empresa cannot mark a %s order ready (product.md §4: only preparing orders)",
    (status) => {
      expect(detailVisibility("empresa", "/company/order", status).markReady).toBe(false);
    },
  );

  it("treats paths below /customer/order as the customer area", () => {
    expect(detailVisibility("admin", "/customer/order/123", "preparing").customerCard).toBe(false);
    expect(detailVisibility("admin", "/customer/orders", "preparing").customerCard).toBe(true);
  });
});

describe("orderListPath", () => {
  it.each([
    ["/order", "/orders"],
    ["/customer/order", "/customer/orders"],
    ["/company/order", "/company"],
    ["/advertiser/order", "/advertiser"],
    ["/admin/order", "/admin"],
  ])("%s goes back to %s", (basePath, list) => {
    expect(orderListPath(basePath)).toBe(list);
  });
});
