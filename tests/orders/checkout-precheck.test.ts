import { describe, expect, it } from "vitest";

import type { CartLine } from "@/lib/cart/cart-reducer";
import type { AddressDraft } from "@/lib/customers/addresses";
import { summarizeCheckout } from "@/lib/orders/checkout";
import { couponOutcomeMessage, precheckCheckout, type PrecheckInput } from "@/lib/orders/checkout-precheck";
import type { CouponTerms } from "@/lib/orders/pricing";
import { cake, coffee, sampleCompany, sampleProduct, storeA } from "@/tests/cart/sample";

// storeA opens 08:00-22:00 every day
const NOON = new Date("2026-11-25T12:00:00-03:00");
const LATE = new Date("2026-11-25T22:30:00-03:00");
const lines: CartLine[] = [
  { product: coffee, company: storeA, quantity: 2 },
  { product: cake, company: storeA, quantity: 1 },
]; // R$ 21,90
const address: AddressDraft = {
  label: "Casa",
  street: "Rua Paraíba",
  number: "575",
  complement: "",
  neighborhood: "Funcionários",
  city: "Belo Horizonte",
  state: "MG",
  zipCode: "30130140",
};
const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  code: "CUPOM",
  storeId: storeA.id,
  discountType: "percent",
  discountValue: 10,
  minOrder: 0,
  serviceType: null,
  ...terms,
});
function input(change: Partial<Omit<PrecheckInput, "summary">> & { type?: "delivery" | "pickup" } = {}) {
  const { type = "delivery", ...rest } = change;
  const terms = rest.coupon ?? null;
  return {
    summary: summarizeCheckout(lines, type, terms),
    now: NOON,
    newAddress: null,
    phone: null,
    coupon: terms,
    ...rest,
  };
}

describe("what checkout tells before asking the database", () => {
  it.each([
    { name: "a saved address, a phone on file, an open store: nothing", change: {}, problems: [] },
    {
      name: "the store closed at 22:00",
      change: { now: LATE },
      problems: [
        {
          code: "loja_fechada",
          target: { kind: "store", storeId: storeA.id },
          key: "storeClosedAt",
          values: { time: "22:00" },
        },
      ],
    },
    { name: "a complete new address", change: { newAddress: address }, problems: [] },
    {
      name: "a new address without a CEP",
      change: { newAddress: { ...address, zipCode: "" } },
      problems: [{ code: "address", target: { kind: "address" }, key: "addressInvalid", values: {} }],
    },
    {
      name: "no phone typed",
      change: { phone: "  " },
      problems: [{ code: "phone", target: { kind: "phone" }, key: "phoneRequired", values: {} }],
    },
    {
      name: "a phone without its area code",
      change: { phone: "91234-5678" },
      problems: [{ code: "phone", target: { kind: "phone" }, key: "phoneInvalid", values: {} }],
    },
    { name: "a phone with its area code", change: { phone: "(31) 91234-5678" }, problems: [] },
    { name: "a coupon that applies", change: { coupon: coupon({}) }, problems: [] },
    {
      name: "a coupon R$ 8,10 short of its minimum",
      change: { coupon: coupon({ minOrder: 30 }) },
      problems: [
        { code: "coupon", target: { kind: "coupon" }, key: "couponShortfall", values: { amount: "R$ 8,10" } },
      ],
    },
    {
      name: "free delivery on pickup",
      change: {
        type: "pickup" as const,
        coupon: coupon({ storeId: null, discountType: "freeDelivery", discountValue: 0 }),
      },
      problems: [{ code: "coupon", target: { kind: "coupon" }, key: "couponDeliveryOnly", values: {} }],
    },
  ])("$name", ({ change, problems }) => {
    expect(precheckCheckout(input(change)).problems).toEqual(problems);
  });

  it("names each field of the new address to fix", () => {
    const { addressFields } = precheckCheckout(
      input({ newAddress: { ...address, street: "", state: "XX" } }),
    );
    expect(addressFields).toEqual({ street: "streetRequired", state: "stateInvalid" });
  });

  it("says every problem at once", () => {
    const { problems } = precheckCheckout(
      input({ now: LATE, newAddress: { ...address, city: "" }, phone: "", coupon: coupon({ minOrder: 30 }) }),
    );
    expect(problems.map((problem) => problem.code)).toEqual(["loja_fechada", "address", "phone", "coupon"]);
  });
});

describe("why an applied coupon gives this cart nothing", () => {
  const pharmacy = sampleCompany("cccccccc-0000-4000-8000-000000000003", { serviceType: "pharmacy" });
  const remedy = sampleProduct("44444444-0000-4000-8000-000000000004", pharmacy);
  it.each([
    [coupon({ storeId: "eeeeeeee-0000-4000-8000-000000000005" }), { key: "couponOtherStore", values: {} }],
    [
      coupon({ storeId: null, serviceType: "market" }),
      { key: "couponServiceType", values: { kind: "market" } },
    ],
    [coupon({ storeId: null, serviceType: "pharmacy" }), null],
  ])("%j", (terms, message) => {
    const { coupon: outcome } = summarizeCheckout(
      [{ product: remedy, company: pharmacy, quantity: 1 }],
      "delivery",
      terms,
    );
    expect(couponOutcomeMessage(outcome!, terms)).toEqual(message);
  });
});
