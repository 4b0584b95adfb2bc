import { describe, expect, it } from "vitest";

import type { AccountType } from "@/lib/auth/types";
import { detailVisibility, orderListPath } from "@/lib/orders/detail-visibility";

const CUSTOMER = "4105777f-686d-4c13-a805-fe8808d84b12";
const delivery = { customerId: CUSTOMER, deliveryType: "delivery" } as const;
const viewer = (type: AccountType, id = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa") => ({ id, type });

describe("what the order detail shows each viewer", () => {
  it.each([
    // viewer, path → tracker, customer card, store card, route, contact, role
    [viewer("cliente", CUSTOMER), "/customer/order", [true, false, false, false, "company", "customer"]],
    [viewer("cliente", CUSTOMER), "/order", [true, false, false, false, "company", "customer"]],
    [viewer("empresa"), "/company/order", [false, false, false, true, "customer", "store"]],
    [viewer("entregador"), "/company/order", [false, true, true, false, "customer", "courier"]],
    [viewer("admin"), "/admin/order", [false, true, true, false, "company", "admin"]],
    [viewer("superadmin"), "/admin/order", [false, true, true, false, "company", "admin"]],
    [viewer("admin"), "/customer/order", [false, false, true, false, "company", "admin"]],
    [viewer("anunciante"), "/advertiser/order", [false, true, true, false, "company", null]],
  ] as const)("%j on %s", (who, path, [tracker, customerCard, companyCard, routeButton, contact, role]) => {
    expect(detailVisibility(who, path, delivery)).toEqual({
      tracker,
      customerCard,
      companyCard,
      routeButton,
      contact,
      role,
    });
  });

  it("gives a cliente no part in an order that is not theirs", () => {
    expect(detailVisibility(viewer("cliente"), "/order", delivery).role).toBeNull();
  });

  it("offers the store no route for a pickup order", () => {
    expect(
      detailVisibility(viewer("empresa"), "/company/order", { ...delivery, deliveryType: "pickup" })
        .routeButton,
    ).toBe(false);
  });

  it.each([
    ["/order", "/orders"],
    ["/customer/order", "/customer/orders"],
    ["/company/order", "/company/pedidos"],
    ["/admin/order", "/admin"],
    ["/advertiser/order", "/advertiser"],
  ])("the back link of %s leads to %s", (basePath, list) => {
    expect(orderListPath(basePath)).toBe(list);
  });
});
