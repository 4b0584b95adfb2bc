import { describe, expect, it } from "vitest";

import {
  cartCount,
  cartReducer,
  cartSubtotal,
  emptyCart,
  type CartAction,
  type CartLine,
  type CartState,
} from "@/lib/cart/cart-reducer";
import { MAX_QUANTITY } from "@/lib/cart/quantity";
import { cake, coffee, pizza, storeA, storeB } from "@/tests/cart/sample";

const line = (product: typeof coffee, quantity: number): CartLine => ({
  product,
  company: product.companyId === storeA.id ? storeA : storeB,
  quantity,
});
const state = (...lines: CartLine[]): CartState => ({ lines });
const summary = (s: CartState) => s.lines.map((l) => `${l.product.name}x${l.quantity}`);

describe("cartReducer", () => {
  const cases: Array<{ name: string; from: CartState; action: CartAction; expected: string[] }> = [
    {
      name: "adds a new product with quantity 1",
      from: emptyCart,
      action: { type: "add", product: coffee, company: storeA },
      expected: ["Caféx1"],
    },
    {
      name: "adding an existing product raises its quantity by 1 (product.md §4)",
      from: state(line(coffee, 2)),
      action: { type: "add", product: coffee, company: storeA },
      expected: ["Caféx3"],
    },
    {
      name: "adds a given amount in one go",
      from: state(line(coffee, 1)),
      action: { type: "add", product: coffee, company: storeA, quantity: 3 },
      expected: ["Caféx4"],
    },
    {
      name: "keeps products of different companies as separate lines",
      from: state(line(coffee, 1)),
      action: { type: "add", product: pizza, company: storeB },
      expected: ["Caféx1", "Pizzax1"],
    },
    {
      name: "refuses a company that is not the product's own",
      from: emptyCart,
      action: { type: "add", product: pizza, company: storeA },
      expected: [],
    },
    {
      name: "refuses a non-positive add amount",
      from: emptyCart,
      action: { type: "add", product: cake, company: storeA, quantity: 0 },
      expected: [],
    },
    {
      name: "sets a line's quantity",
      from: state(line(coffee, 1), line(cake, 1)),
      action: { type: "setQuantity", productId: cake.id, quantity: 5 },
      expected: ["Caféx1", "Bolox5"],
    },
    {
      name: "setting quantity 0 removes the line (product.md §4)",
      from: state(line(coffee, 1), line(cake, 2)),
      action: { type: "setQuantity", productId: cake.id, quantity: 0 },
      expected: ["Caféx1"],
    },
    {
      name: "a negative quantity also removes the line",
      from: state(line(coffee, 4)),
      action: { type: "setQuantity", productId: coffee.id, quantity: -2 },
      expected: [],
    },
    {
      name: "a fractional quantity is floored",
      from: state(line(coffee, 1)),
      action: { type: "setQuantity", productId: coffee.id, quantity: 2.7 },
      expected: ["Caféx2"],
    },
    {
      name: "NaN leaves the cart unchanged",
      from: state(line(coffee, 1)),
      action: { type: "setQuantity", productId: coffee.id, quantity: Number.NaN },
      expected: ["Caféx1"],
    },
    {
      name: "setting the quantity of a product not in the cart adds nothing",
      from: state(line(coffee, 1)),
      action: { type: "setQuantity", productId: pizza.id, quantity: 3 },
      expected: ["Caféx1"],
    },
    {
      name: "removes a line",
      from: state(line(coffee, 1), line(pizza, 1)),
      action: { type: "remove", productId: coffee.id },
      expected: ["Pizzax1"],
    },
    {
      name: "clears every line",
      from: state(line(coffee, 1), line(pizza, 3)),
      action: { type: "clear" },
      expected: [],
    },
    {
      name: "hydrate replaces the lines and merges duplicates",
      from: state(line(pizza, 1)),
      action: { type: "hydrate", lines: [line(coffee, 1), line(coffee, 2), line(cake, 0)] },
      expected: ["Caféx3"],
    },
  ];

  it.each(cases)("$name", ({ from, action, expected }) => {
    expect(summary(cartReducer(from, action))).toEqual(expected);
  });

  it("returns the same state object when nothing changes", () => {
    const current = state(line(coffee, 1));
    expect(cartReducer(current, { type: "remove", productId: pizza.id })).toBe(current);
    expect(cartReducer(emptyCart, { type: "clear" })).toBe(emptyCart);
  });

  it("never mutates the previous state", () => {
    const current = state(line(coffee, 1));
    cartReducer(current, { type: "add", product: coffee, company: storeA });
    expect(current.lines[0]?.quantity).toBe(1);
  });
});

describe("cart totals", () => {
  it.each([
    { lines: [], count: 0, subtotal: 0 },
    { lines: [line(coffee, 2)], count: 2, subtotal: 9 },
    { lines: [line(coffee, 3), line(cake, 1), line(pizza, 2)], count: 6, subtotal: 126.2 },
    // 0.1-style float noise: 3 x 12.9 is 38.7 exactly in cents
    { lines: [line(cake, 3)], count: 3, subtotal: 38.7 },
  ])("count $count and subtotal $subtotal", ({ lines, count, subtotal }) => {
    expect(cartCount(lines)).toBe(count);
    expect(cartSubtotal(lines)).toBe(subtotal);
  });
});

describe("the cart refuses a quantity above the product page's maximum (1–99)", () => {
  const added = (quantity: number) =>
    cartReducer(emptyCart, { type: "add", product: coffee, company: storeA, quantity });

  it.each([
    [1, 1],
    [99, 99],
    [100, MAX_QUANTITY],
    [5000, MAX_QUANTITY],
  ])("adding %i holds %i", (quantity, expected) => {
    expect(added(quantity).lines[0]?.quantity).toBe(expected);
  });

  it("adding to a full line stays at the maximum", () => {
    const full = added(99);
    const again = cartReducer(full, { type: "add", product: coffee, company: storeA });
    expect(again.lines[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it.each([
    [150, MAX_QUANTITY],
    [42, 42],
    [0, undefined],
  ])("setting %i holds %s", (quantity, expected) => {
    const state = cartReducer(added(1), { type: "setQuantity", productId: coffee.id, quantity });
    expect(state.lines[0]?.quantity).toBe(expected);
  });
});

describe("a cart line keeps only what it uses (product.md D12: the cart never holds whole fixture objects)", () => {
  it.each([
    ["an added product", cartReducer(emptyCart, { type: "add", product: coffee, company: storeA })],
    ["a stored cart read back", cartReducer(emptyCart, { type: "hydrate", lines: [line(coffee, 2)] })],
  ])("%s", (_label, state) => {
    expect(Object.keys(state.lines[0]!.product).sort()).toEqual(
      ["available", "companyId", "id", "image", "name", "price"].sort(),
    );
    expect(Object.keys(state.lines[0]!.company).sort()).toEqual(
      ["address", "deliveryFee", "deliveryTime", "id", "name", "openingHours", "serviceType"].sort(),
    );
  });
});
