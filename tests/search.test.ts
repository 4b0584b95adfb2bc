import { describe, expect, it } from "vitest";

import type { Company, Product } from "@/lib/catalog/types";
import { hasActiveQuery, normalizeText, searchCatalog } from "@/lib/store/search";

const FOOD = "00000000-0000-4000-8000-00000000000a";
const HEALTH = "00000000-0000-4000-8000-00000000000b";

function company(id: string, name: string, description: string, extra: Partial<Company> = {}): Company {
  return {
    id,
    name,
    description,
    logo: "/logo.webp",
    coverImage: "/cover.webp",
    phone: "11999999999",
    whatsapp: "11999999999",
    instagram: "@loja",
    email: "loja@example.com",
    serviceType: "restaurant",
    status: "active",
    approval: "approved",
    plan: "free",
    rating: 4.5,
    deliveryTime: "30-40 min",
    deliveryFee: 5,
    address: {
      street: "Rua A, 1",
      city: "São Paulo",
      neighborhood: "Centro",
      state: "SP",
      zipCode: "01000-000",
    },
    categoryId: FOOD,
    createdAt: "2026-01-01T00:00:00Z",
    openingHours: {},
    ...extra,
  };
}

function product(
  id: string,
  companyId: string,
  name: string,
  description: string,
  extra: Partial<Product> = {},
) {
  const base: Product = {
    id,
    companyId,
    name,
    description,
    price: 10,
    image: "/p.webp",
    categoryId: FOOD,
    available: true,
    featured: false,
  };
  return { ...base, ...extra };
}

const companies = [
  company("c-pharma", "Farmácia Saúde", "Remédios e cuidados", {
    categoryId: HEALTH,
    serviceType: "pharmacy",
  }),
  company("c-bakery", "Padaria Pão Quente", "Pães artesanais e café"),
  company("c-inactive", "Farmácia Fechada", "Inativa", { status: "inactive" }),
  company("c-pending", "Farmácia Nova", "Aguardando aprovação", { approval: "pending" }),
  company("c-rejected", "Farmácia Recusada", "Rejeitada", { approval: "rejected" }),
];
const products = [
  product("p-dipirona", "c-pharma", "Dipirona 500mg", "Analgésico", { categoryId: HEALTH }),
  product("p-vitamina", "c-pharma", "Vitamina C", "Suplemento da farmácia", { categoryId: HEALTH }),
  product("p-pao", "c-bakery", "Pão Francês", "Crocante, saído do forno"),
  product("p-cafe", "c-bakery", "Café Coado", "Café especial", { available: false }),
  product("p-bolo", "c-bakery", "Bolo de Cenoura", "Com cobertura de chocolate"),
  product("p-hidden1", "c-inactive", "Pomada", "Produto de farmácia inativa", { categoryId: HEALTH }),
  product("p-hidden2", "c-pending", "Xarope", "Produto de farmácia pendente", { categoryId: HEALTH }),
];
const catalog = { companies, products };

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("search matches name and description, ignoring case and accents (product.md §5)", () => {
  it.each([
    ["no accent finds the accented name", "farmacia", ["c-pharma"], ["p-vitamina"]],
    ["accented query", "Farmácia", ["c-pharma"], ["p-vitamina"]],
    ["upper case", "DIPIRONA", [], ["p-dipirona"]],
    ["accent on the query, none in the text", "dipirôna", [], ["p-dipirona"]],
    ["description match", "analgesico", [], ["p-dipirona"]],
    ["company description match", "artesanais", ["c-bakery"], []],
    ["substring inside a word", "ão", ["c-bakery"], ["p-pao"]],
    ["surrounding spaces are ignored", "  bolo  ", [], ["p-bolo"]],
    ["no match anywhere", "pizza", [], []],
  ])("%s: %j", (_label, query, expectedCompanies, expectedProducts) => {
    const result = searchCatalog({ query }, catalog);
    expect(ids(result.companies)).toEqual(expectedCompanies);
    expect(ids(result.products)).toEqual(expectedProducts);
  });
});

describe("visibility and filters", () => {
  it.each([
    [
      "empty query lists every visible company and available product",
      { query: "" },
      ["c-pharma", "c-bakery"],
      ["p-dipirona", "p-vitamina", "p-pao", "p-bolo"],
    ],
    [
      "null query behaves like an empty one",
      { query: null },
      ["c-pharma", "c-bakery"],
      ["p-dipirona", "p-vitamina", "p-pao", "p-bolo"],
    ],
    [
      "blank query behaves like an empty one",
      { query: "   " },
      ["c-pharma", "c-bakery"],
      ["p-dipirona", "p-vitamina", "p-pao", "p-bolo"],
    ],
    [
      "category narrows products, not companies",
      { categoryId: HEALTH },
      ["c-pharma", "c-bakery"],
      ["p-dipirona", "p-vitamina"],
    ],
    ["category and query combine", { query: "pão", categoryId: HEALTH }, ["c-bakery"], []],
    ["unavailable products never appear", { query: "café" }, ["c-bakery"], []],
    [
      "inactive, pending and rejected companies and their products are hidden",
      { query: "farmácia" },
      ["c-pharma"],
      ["p-vitamina"],
    ],
  ] as const)("%s", (_label, input, expectedCompanies, expectedProducts) => {
    const result = searchCatalog(input, catalog);
    expect(ids(result.companies)).toEqual(expectedCompanies);
    expect(ids(result.products)).toEqual(expectedProducts);
  });
});

describe("helpers", () => {
  it.each([
    ["Farmácia", "farmacia"],
    ["AÇAÍ", "acai"],
    ["Pão", "pao"],
    ["İstanbul", "istanbul"],
  ])("normalizeText(%j) -> %j", (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["  ", false],
    ["x", true],
  ])("hasActiveQuery(%j) -> %s", (query, expected) => {
    expect(hasActiveQuery(query)).toBe(expected);
  });
});
