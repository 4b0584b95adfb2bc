import { describe, expect, it } from "vitest";

import { inStoreOrder } from "@/lib/store/catalogue-order";
import { idParams, NO_CATALOGUE_ID } from "@/lib/store/static-params";

describe("catalogue order: store by store, each store's products in their own order", () => {
  const p = (id: string, companyId: string) => ({ id, companyId });
  it.each<[string, string[], { id: string; companyId: string }[], string[]]>([
    [
      "groups by store in the stores' order",
      ["a", "b"],
      [p("1", "b"), p("2", "a"), p("3", "b")],
      ["2", "1", "3"],
    ],
    ["keeps the given order within a store", ["a"], [p("z", "a"), p("y", "a")], ["z", "y"]],
    ["puts products of an unlisted store last", ["a"], [p("1", "x"), p("2", "a")], ["2", "1"]],
    ["nothing in, nothing out", ["a"], [], []],
  ])("%s", (_case, stores, products, expected) => {
    expect(
      inStoreOrder(
        stores.map((id) => ({ id })),
        products,
      ).map((product) => product.id),
    ).toEqual(expected);
  });
});

describe("store and product pages prerender the approved ids, or one that finds nothing", () => {
  it.each<[string, string[], string[]]>([
    ["every id", ["a", "b"], ["a", "b"]],
    ["an empty catalogue still gives the build one page (its 404)", [], [NO_CATALOGUE_ID]],
  ])("%s", (_case, ids, expected) => {
    expect(idParams("companyId", ids)).toEqual(expected.map((companyId) => ({ companyId })));
  });
});
