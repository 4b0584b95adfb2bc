import { describe, expect, it } from "vitest";

import { missingCompanyIds } from "@/lib/store/home-featured";

const company = (id: string) => ({ id });
const product = (companyId: string) => ({ companyId });

describe("the home sends only the stores its featured cards need", () => {
  it.each([
    ["every product's store is already featured", ["a", "b"], ["a", "b", "a"], []],
    ["a product's store is not featured", ["a"], ["a", "c"], ["c"]],
    ["several products of one unfeatured store ask for it once", ["a"], ["c", "d", "c"], ["c", "d"]],
    ["no featured stores", [], ["c", "d"], ["c", "d"]],
    ["no featured products", ["a"], [], []],
  ])("%s", (_case, companies, products, expected) => {
    expect(missingCompanyIds(companies.map(company), products.map(product))).toEqual(expected);
  });
});
