import { describe, expect, it } from "vitest";

import type { Company, Product } from "@/lib/catalog/types";
import { pickFeaturedProducts, rankFeaturedCompanies } from "@/lib/store/featured";
import { isListed } from "@/lib/store/visibility";

type CompanyRow = [
  name: string,
  plan: Company["plan"],
  rating: number,
  status?: Company["status"],
  approval?: Company["approval"],
];
const company = ([name, plan, rating, status = "active", approval = "approved"]: CompanyRow) =>
  ({ id: name, name, plan, rating, status, approval }) as Company;

describe("isListed: only active and approved companies reach the storefront (product.md §5)", () => {
  it.each<[Company["status"], Company["approval"], boolean]>([
    ["active", "approved", true],
    ["active", "pending", false],
    ["active", "rejected", false],
    ["inactive", "approved", false],
    ["inactive", "pending", false],
  ])("%s + %s -> %s", (status, approval, expected) => {
    expect(isListed({ status, approval })).toBe(expected);
  });
});

describe("rankFeaturedCompanies: listed companies by plan, then rating, then name", () => {
  it.each<[string, CompanyRow[], string[], number?]>([
    [
      "premium before basic before free",
      [
        ["F", "free", 4.9],
        ["B", "basic", 4.1],
        ["P", "premium", 3.9],
      ],
      ["P", "B", "F"],
    ],
    [
      "higher rating first within a plan",
      [
        ["Low", "premium", 4.2],
        ["High", "premium", 4.8],
      ],
      ["High", "Low"],
    ],
    [
      "name breaks rating ties",
      [
        ["Zeta", "basic", 4.5],
        ["Alfa", "basic", 4.5],
      ],
      ["Alfa", "Zeta"],
    ],
    [
      "inactive, pending and rejected are left out",
      [
        ["A", "premium", 5, "inactive"],
        ["B", "premium", 5, "active", "pending"],
        ["C", "free", 4, "active", "rejected"],
        ["D", "free", 3.8],
      ],
      ["D"],
    ],
    [
      "cut at the limit",
      [
        ["A", "free", 4],
        ["B", "free", 4.1],
        ["C", "free", 4.2],
      ],
      ["C", "B"],
      2,
    ],
  ])("%s", (_rule, rows, expected, limit) => {
    expect(rankFeaturedCompanies(rows.map(company), limit).map((c) => c.name)).toEqual(expected);
  });
});

describe("pickFeaturedProducts: featured, available, of a listed company, in catalogue order", () => {
  const product = (id: string, featured: boolean, available: boolean, companyId = "open") =>
    ({ id, featured, available, companyId }) as Product;
  it.each<[string, Product[], string[], number?]>([
    [
      "keeps featured and available",
      [product("a", true, true), product("b", false, true), product("c", true, false)],
      ["a"],
    ],
    [
      "drops products of unlisted companies",
      [product("a", true, true, "closed"), product("b", true, true)],
      ["b"],
    ],
    [
      "cut at the limit",
      [product("a", true, true), product("b", true, true), product("c", true, true)],
      ["a", "b"],
      2,
    ],
  ])("%s", (_rule, list, expected, limit) => {
    expect(pickFeaturedProducts(list, new Set(["open"]), limit).map((p) => p.id)).toEqual(expected);
  });
});
