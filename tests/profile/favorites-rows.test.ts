import { describe, expect, it } from "vitest";

import { favoritesFromRows } from "@/lib/favorites/rows";
import { favoriteReturnPath, hasFavoriteIntent } from "@/lib/favorites/intent";

import { makeCompany, makeProduct } from "../store/fixtures";

const store = makeCompany({ id: "11111111-1111-4111-8111-111111111111", name: "Padaria Pão Quente" });
const other = makeCompany({ id: "22222222-2222-4222-8222-222222222222", name: "Bella Napoli" });
const bread = makeProduct({ id: "33333333-3333-4333-8333-333333333333", companyId: store.id, price: 7.5 });

describe("favourites as the dashboard shows them", () => {
  it.each([
    {
      case: "a product names its store and price",
      rows: [{ produto_id: bread.id, loja_id: null }],
      expected: [
        {
          kind: "product",
          id: bread.id,
          name: bread.name,
          image: bread.image,
          price: 7.5,
          storeName: "Padaria Pão Quente",
        },
      ],
    },
    {
      case: "a store shows its rating and delivery time",
      rows: [{ produto_id: null, loja_id: other.id }],
      expected: [
        {
          kind: "store",
          id: other.id,
          name: "Bella Napoli",
          image: other.logo,
          rating: other.rating,
          deliveryTime: other.deliveryTime,
        },
      ],
    },
    {
      case: "a product the viewer can no longer see is left out",
      rows: [{ produto_id: "44444444-4444-4444-8444-444444444444", loja_id: null }],
      expected: [],
    },
    {
      case: "a store the viewer can no longer see is left out",
      rows: [{ produto_id: null, loja_id: "55555555-5555-4555-8555-555555555555" }],
      expected: [],
    },
  ])("$case", ({ rows, expected }) => {
    expect(favoritesFromRows(rows, [bread], [store, other])).toEqual(expected);
  });

  it("keeps the rows' order (newest first)", () => {
    const rows = [
      { produto_id: null, loja_id: other.id },
      { produto_id: bread.id, loja_id: null },
    ];
    expect(favoritesFromRows(rows, [bread], [store, other]).map((favorite) => favorite.kind)).toEqual([
      "store",
      "product",
    ]);
  });
});

describe("the heart's way back from signing in", () => {
  it("returns to the product asking for the favourite", () => {
    expect(favoriteReturnPath("abc")).toBe("/product/abc?favoritar=1");
  });

  it.each([
    ["?favoritar=1", true],
    ["?x=2&favoritar=1", true],
    ["?favoritar=0", false],
    ["", false],
  ])("%j asks to complete the favourite: %s", (search, expected) => {
    expect(hasFavoriteIntent(search)).toBe(expected);
  });
});
