import { describe, expect, it } from "vitest";

import { canAddToCart } from "@/lib/cart/can-add";
import { parseStoredCart, serializeCart, type CatalogLookup } from "@/lib/cart/cart-storage";
import { cake, coffee, pizza, sampleCompany, sampleProduct, storeA, storeB } from "@/tests/cart/sample";

const catalogue = [
  coffee,
  cake,
  pizza,
  { ...cake, id: "66666666-0000-4000-8000-000000000006", available: false },
];
const lookup: CatalogLookup = (id) => {
  const product = catalogue.find((p) => p.id === id);
  if (!product) return undefined;
  return { product, company: product.companyId === storeA.id ? storeA : storeB };
};
const raw = (lines: unknown) => JSON.stringify({ version: 1, lines });

describe("parseStoredCart", () => {
  it.each([
    { name: "nothing stored", input: null, lines: [], corrupt: false },
    { name: "not JSON", input: "{oops", lines: [], corrupt: true },
    { name: "an old version", input: JSON.stringify({ version: 0, lines: [] }), lines: [], corrupt: true },
    {
      name: "a negative quantity",
      input: raw([{ productId: coffee.id, companyId: storeA.id, quantity: -1 }]),
      lines: [],
      corrupt: true,
    },
    { name: "JSON null", input: "null", lines: [], corrupt: true },
    { name: "an array", input: "[]", lines: [], corrupt: true },
    {
      name: "lines not an array",
      input: JSON.stringify({ version: 1, lines: {} }),
      lines: [],
      corrupt: true,
    },
    {
      name: "a fractional quantity",
      input: raw([{ productId: coffee.id, companyId: storeA.id, quantity: 1.5 }]),
      lines: [],
      corrupt: true,
    },
    {
      name: "a quantity as text",
      input: raw([{ productId: coffee.id, companyId: storeA.id, quantity: "2" }]),
      lines: [],
      corrupt: true,
    },
    {
      name: "an id that is not a uuid",
      input: raw([{ productId: "../../etc", companyId: storeA.id, quantity: 1 }]),
      lines: [],
      corrupt: true,
    },
    { name: "a line that is not an object", input: raw([null]), lines: [], corrupt: true },
    {
      name: "more than 200 lines",
      input: raw(
        Array.from({ length: 201 }, () => ({ productId: coffee.id, companyId: storeA.id, quantity: 1 })),
      ),
      lines: [],
      corrupt: true,
    },
    {
      name: "a valid cart",
      input: raw([{ productId: coffee.id, companyId: storeA.id, quantity: 2 }]),
      lines: ["Caféx2"],
      corrupt: false,
    },
    {
      name: "an unknown product is dropped",
      input: raw([
        { productId: "77777777-0000-4000-8000-000000000007", companyId: storeA.id, quantity: 1 },
        { productId: pizza.id, companyId: storeB.id, quantity: 1 },
      ]),
      lines: ["Pizzax1"],
      corrupt: false,
    },
    {
      name: "a product that changed company is dropped",
      input: raw([{ productId: pizza.id, companyId: storeA.id, quantity: 1 }]),
      lines: [],
      corrupt: false,
    },
    {
      name: "an unavailable product is dropped",
      input: raw([{ productId: "66666666-0000-4000-8000-000000000006", companyId: storeA.id, quantity: 1 }]),
      lines: [],
      corrupt: false,
    },
    {
      name: "duplicates are merged",
      input: raw([
        { productId: cake.id, companyId: storeA.id, quantity: 1 },
        { productId: cake.id, companyId: storeA.id, quantity: 2 },
      ]),
      lines: ["Bolox3"],
      corrupt: false,
    },
  ])("$name", ({ input, lines, corrupt }) => {
    const parsed = parseStoredCart(input, lookup);
    expect(parsed.corrupt).toBe(corrupt);
    expect(parsed.lines.map((l) => `${l.product.name}x${l.quantity}`)).toEqual(lines);
  });

  it("round-trips through serializeCart with the catalogue's current price", () => {
    const stale = { ...coffee, price: 1 };
    const text = serializeCart([{ product: stale, company: storeA, quantity: 4 }]);
    const [line] = parseStoredCart(text, lookup).lines;
    expect(line?.quantity).toBe(4);
    expect(line?.product.price).toBe(coffee.price);
  });
});

describe("canAddToCart (product.md §6)", () => {
  const weekdayNoon = new Date("2025-03-12T12:00:00-03:00"); // a Wednesday in São Paulo
  const lateNight = new Date("2025-03-12T23:30:00-03:00");
  const closedWednesday = sampleCompany(storeA.id, {
    openingHours: { wednesday: { open: "08:00", close: "22:00", closed: true } },
  });
  it.each([
    {
      name: "available product of an open company",
      product: coffee,
      company: storeA,
      now: weekdayNoon,
      verdict: "ok",
    },
    {
      name: "unavailable product",
      product: { ...coffee, available: false },
      company: storeA,
      now: weekdayNoon,
      verdict: "unavailable",
    },
    {
      name: "company closed at this hour",
      product: coffee,
      company: storeA,
      now: lateNight,
      verdict: "closed",
    },
    {
      name: "company closed for the day",
      product: coffee,
      company: closedWednesday,
      now: weekdayNoon,
      verdict: "closed",
    },
    {
      name: "another company's product",
      product: sampleProduct(pizza.id, storeB),
      company: storeA,
      now: weekdayNoon,
      verdict: "mismatch",
    },
  ] as const)("$name -> $verdict", ({ product, company, now, verdict }) => {
    expect(canAddToCart(product, company, now)).toBe(verdict);
  });
});
