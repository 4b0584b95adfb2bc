import { statusBadgeVariant } from "@/lib/orders/status";
import { describe, expect, it } from "vitest";

import { companyOrderActions, companyOrderStatusKey, isValidCancelReason } from "@/lib/areas/company-orders";

describe("company order status label (product.md §4: Preparando, Pronto, Entregue, else Desconhecido; product.md D11: Cancelado)", () => {
  it.each([
    ["preparing", "preparing"],
    ["ready", "ready"],
    ["delivered", "delivered"],
    ["cancelled", "cancelled"],
    ["on_way", "unknown"],
    ["", "unknown"],
    ["PREPARING", "unknown"],
  ])("%j -> %s", (status, key) => {
    expect(companyOrderStatusKey(status)).toBe(key);
  });

  it("gives unknown statuses a neutral badge", () => {
    expect(statusBadgeVariant("delivered")).toBe("success");
    expect(statusBadgeVariant("cancelled")).toBe("destructive");
    expect(statusBadgeVariant("whatever")).toBe("outline");
  });
});

describe("company order actions (product.md §4: only preparing orders show them)", () => {
  it.each([
    ["preparing", { markReady: true, cancel: true }],
    ["ready", { markReady: false, cancel: false }],
    ["delivered", { markReady: false, cancel: false }],
    ["cancelled", { markReady: false, cancel: false }],
  ])("%s -> %j", (status, actions) => {
    expect(companyOrderActions(status)).toEqual(actions);
  });
});

describe("cancel reason (product.md §5: required, not blank)", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["\n\t", false],
    ["Produto em falta", true],
    ["  x  ", true],
  ])("%j -> %s", (reason, valid) => {
    expect(isValidCancelReason(reason)).toBe(valid);
  });
});
