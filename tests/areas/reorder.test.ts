import { describe, expect, it } from "vitest";

import { reorderVerdict, resolveReorder, type ReorderCatalogue } from "@/lib/areas/reorder";
import type { Company, Product } from "@/lib/catalog/types";
import { sampleCompany, sampleProduct } from "@/tests/support/sample-catalogue";
import { BAKERY_ID, makeOrder } from "@/tests/support/sample-orders";

const order = makeOrder({ status: "delivered" });
const [bread, cheese] = order.items.map((item) => sampleProduct(item.productId!)!) as [Product, Product];
const bakery = sampleCompany(BAKERY_ID)!;
const otherStore = "0b6f6d1e-7c1a-4a43-9f7e-1c2b3d4e5f60";

const catalogue = (company: Company | undefined, ...products: Product[]): ReorderCatalogue => ({
  company,
  product: (id) => products.find((product) => product.id === id),
});

describe("'Pedir Novamente' resolves a delivered order against today's catalogue", () => {
  it.each([
    ["every item still sold", catalogue(bakery, bread, cheese), [bread.id, cheese.id], [], false],
    [
      "a product removed from the catalogue",
      catalogue(bakery, cheese),
      [cheese.id],
      ["Pão francês (10 unidades)"],
      false,
    ],
    [
      "a product switched off",
      catalogue(bakery, { ...bread, available: false }, cheese),
      [cheese.id],
      ["Pão francês (10 unidades)"],
      false,
    ],
    [
      "a product now of another store",
      catalogue(bakery, { ...bread, companyId: otherStore }, cheese),
      [cheese.id],
      ["Pão francês (10 unidades)"],
      false,
    ],
    [
      "a store that is gone",
      catalogue(undefined, bread, cheese),
      [],
      ["Pão francês (10 unidades)", "Pão de queijo mineiro (6 unidades)"],
      true,
    ],
    [
      "a store switched off by its owner",
      catalogue({ ...bakery, status: "inactive" }, bread, cheese),
      [],
      ["Pão francês (10 unidades)", "Pão de queijo mineiro (6 unidades)"],
      true,
    ],
  ] as const)("%s", (_case, lookups, lineIds, dropped, storeGone) => {
    const reorder = resolveReorder(order, lookups);
    expect(reorder.lines.map((line) => line.product.id)).toEqual(lineIds);
    expect(reorder.dropped).toEqual(dropped);
    expect(reorder.storeGone).toBe(storeGone);
  });

  it("uses today's price and keeps each item's quantity, as small cart lines", () => {
    const dearer = { ...cheese, price: 99.9 };
    const [, line] = resolveReorder(order, catalogue(bakery, bread, dearer)).lines;
    expect(line).toEqual({
      product: {
        id: dearer.id,
        companyId: BAKERY_ID,
        name: dearer.name,
        price: 99.9,
        image: dearer.image,
        available: true,
      },
      company: expect.objectContaining({
        id: BAKERY_ID,
        name: bakery.name,
        openingHours: bakery.openingHours,
      }),
      quantity: 2,
    });
    expect(line!.company).not.toHaveProperty("description");
  });

  it("drops an item whose product id the order no longer has (the product was deleted)", () => {
    const orphan = makeOrder({ items: [{ productId: null, name: "Bolo antigo", quantity: 1, price: 20 }] });
    expect(resolveReorder(orphan, catalogue(bakery, bread))).toEqual({
      lines: [],
      dropped: ["Bolo antigo"],
      storeGone: false,
    });
  });
});

describe("what the button does when pressed", () => {
  const wednesdayNoon = new Date("2026-11-18T12:00:00-03:00");
  const small = new Date("2026-11-18T03:00:00-03:00");
  it.each([
    ["fills the cart while the store is open", catalogue(bakery, bread, cheese), wednesdayNoon, "ok"],
    ["says the store is closed at 3 a.m.", catalogue(bakery, bread, cheese), small, "closed"],
    ["says nothing is left to order", catalogue(bakery), wednesdayNoon, "nothingLeft"],
    ["says the store is gone", catalogue(undefined, bread, cheese), wednesdayNoon, "storeGone"],
  ] as const)("%s", (_case, lookups, now, verdict) => {
    expect(reorderVerdict(resolveReorder(order, lookups), now)).toBe(verdict);
  });
});
