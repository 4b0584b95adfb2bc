import { describe, expect, it } from "vitest";

import {
  filterProducts,
  NO_PRODUCT_FILTERS,
  productCategories,
  productCounts,
  sortProducts,
  toCompanyCatalogProduct,
  type CompanyProductRow,
  type ProductFilters,
  type ProductSort,
} from "@/lib/company/products";

const product = (
  id: string,
  name: string,
  price: number,
  category: string,
  available: boolean,
  views: number,
) => ({ id, name, price, category, available, views });

const catalog = [
  product("a", "Pão francês (10 unidades)", 7.5, "Lanches", true, 1284),
  product("b", "Café com leite (300 ml)", 6.5, "Bebidas", true, 391),
  product("c", "Sonho de doce de leite", 7.9, "Lanches", false, 208),
  product("d", "Misto quente na chapa", 11.9, "Lanches", true, 473),
  product("e", "Água com gás", 4, "Bebidas", false, 473),
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
const filters = (change: Partial<ProductFilters>): ProductFilters => ({ ...NO_PRODUCT_FILTERS, ...change });

describe("company products: search by name, filter by category and availability ", () => {
  it.each<[string, Partial<ProductFilters>, string[]]>([
    ["no filter lists everything", {}, ["a", "b", "c", "d", "e"]],
    ["name, case-insensitive", { query: "PÃO" }, ["a"]],
    ["name, accent-insensitive", { query: "agua" }, ["e"]],
    ["name only, never the category", { query: "bebidas" }, []],
    ["blank search is no search", { query: "   " }, ["a", "b", "c", "d", "e"]],
    ["category", { category: "Bebidas" }, ["b", "e"]],
    ["Ativos", { availability: "available" }, ["a", "b", "d"]],
    ["Inativos", { availability: "unavailable" }, ["c", "e"]],
    ["all three together", { query: "leite", category: "Lanches", availability: "unavailable" }, ["c"]],
    ["nothing matches", { query: "pizza" }, []],
  ])("%s", (_name, change, expected) => {
    expect(ids(filterProducts(catalog, filters(change)))).toEqual(expected);
  });

  it("keeps a product switched on this view where it was put, whatever the availability filter", () => {
    const switchedOff = catalog.map((item) => (item.id === "a" ? { ...item, available: false } : item));
    expect(ids(filterProducts(switchedOff, filters({ availability: "available" }), new Set(["a"])))).toEqual([
      "a",
      "b",
      "d",
    ]);
    // the name and category filters still apply to it
    expect(ids(filterProducts(switchedOff, filters({ category: "Bebidas" }), new Set(["a"])))).toEqual([
      "b",
      "e",
    ]);
  });
});

describe("company products: sort by name / price / views (ties by name)", () => {
  it.each<[ProductSort, string[]]>([
    ["name", ["e", "b", "d", "a", "c"]],
    ["priceAsc", ["e", "b", "a", "c", "d"]],
    ["priceDesc", ["d", "c", "a", "b", "e"]],
    ["views", ["a", "e", "d", "b", "c"]],
  ])("%s", (sort, expected) => {
    expect(ids(sortProducts(catalog, sort))).toEqual(expected);
  });

  it("returns a copy and leaves the input order alone", () => {
    const before = ids(catalog);
    sortProducts(catalog, "priceDesc");
    expect(ids(catalog)).toEqual(before);
  });
});

describe("company products: counts and categories", () => {
  it.each([
    [catalog, { total: 5, available: 3, unavailable: 2 }],
    [[], { total: 0, available: 0, unavailable: 0 }],
  ])("counts %#", (list, counts) => {
    expect(productCounts(list)).toEqual(counts);
  });

  it("lists each category once, A–Z", () => {
    expect(productCategories(catalog)).toEqual(["Bebidas", "Lanches"]);
  });
});

describe("company products from the store's produtos rows", () => {
  const row: CompanyProductRow = {
    id: "869464e5-37a8-4f4e-84d8-12e56785e5ee",
    nome: "Pão de queijo",
    descricao: "Quentinho.",
    preco: 12,
    imagem: "/images/products/pao-de-queijo.webp",
    categoria_id: "11111111-1111-4111-8111-111111111111",
    disponivel: true,
    destaque: false,
    visualizacoes: 1137,
  };
  const lanches = new Map([[row.categoria_id!, "Lanches"]]);
  const expected = {
    id: row.id,
    name: "Pão de queijo",
    description: "Quentinho.",
    price: 12,
    categoryId: row.categoria_id,
    category: "Lanches",
    available: true,
    featured: false,
    views: 1137,
    image: row.imagem,
  };

  it.each<[string, Partial<CompanyProductRow>, ReadonlyMap<string, string>, Partial<typeof expected>]>([
    ["category name, views and the stored photo", {}, lanches, {}],
    ["a category not in the table reads Outros", {}, new Map(), { category: "Outros" }],
    [
      "no category, no photo, no description",
      { categoria_id: null, imagem: null, descricao: null },
      lanches,
      { categoryId: "", category: "Outros", image: "/images/products/sem-foto.webp", description: "" },
    ],
  ])("%s", (_name, change, names, difference) => {
    expect(toCompanyCatalogProduct({ ...row, ...change }, names, "Outros")).toEqual({
      ...expected,
      ...difference,
    });
  });
});
