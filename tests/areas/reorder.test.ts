import { describe, expect, it } from "vitest";

import { orders } from "@/fixtures/orders";
import { reorderLines } from "@/lib/areas/reorder";
import { getOrder } from "@/lib/data/orders";
import { sampleCompany, sampleProduct } from "@/tests/support/sample-catalogue";

const lookups = { getOrder, getProduct: sampleProduct, getCompany: sampleCompany };
const delivered = orders.find((order) => order.status === "delivered")!;

describe("'Pedir Novamente' rebuilds the cart lines of a past order", () => {
  it("returns every item of the order with its quantity, from the order's company", () => {
    const lines = reorderLines(delivered.id, lookups);
    expect(lines.map((line) => [line.product.id, line.quantity])).toEqual(
      delivered.items.map((item) => [item.productId, item.quantity]),
    );
    expect(lines.every((line) => line.company.id === delivered.restaurantId)).toBe(true);
  });

  it.each([
    ["an unknown order", { ...lookups, getOrder: () => undefined }],
    ["a company that no longer exists", { ...lookups, getCompany: () => undefined }],
    ["products that no longer exist", { ...lookups, getProduct: () => undefined }],
  ])("gives nothing for %s", (_case, withGap) => {
    expect(reorderLines(delivered.id, withGap)).toEqual([]);
  });
});
