import { describe, expect, it } from "vitest";

import {
  applyCategoryChange,
  categoryCounters,
  filterCategories,
  slugify,
  withProductCounts,
  type AdminCategory,
  type CategoryStatusFilter,
} from "@/lib/admin/categories";

const category = (nome: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id: slugify(nome),
  nome,
  descricao: null,
  slug: slugify(nome),
  imagem: null,
  tipo: "produto",
  ativo: true,
  destaque: false,
  productCount: 0,
  ...extra,
});

const table = [
  category("Restaurantes", { descricao: "Pratos feitos e refeições completas.", destaque: true }),
  category("Farmácia", { descricao: "Medicamentos e higiene." }),
  category("Bebidas", { descricao: "Sucos, refrigerantes e águas." }),
  category("Limpeza", { descricao: "Faxina residencial.", tipo: "servico", ativo: false }),
  category("Beleza", { descricao: null, tipo: "servico", ativo: false, destaque: true }),
];

const names = (list: AdminCategory[]) => list.map((item) => item.nome);

describe("'Buscar categorias...' over name and description (product.md §2, accent- and case-insensitive as product.md §5)", () => {
  it.each<[string, CategoryStatusFilter, string[]]>([
    ["", "all", ["Restaurantes", "Farmácia", "Bebidas", "Limpeza", "Beleza"]],
    ["   ", "all", ["Restaurantes", "Farmácia", "Bebidas", "Limpeza", "Beleza"]],
    ["farmacia", "all", ["Farmácia"]],
    ["FARMÁCIA", "all", ["Farmácia"]],
    ["refeicoes", "all", ["Restaurantes"]],
    ["AGUAS", "all", ["Bebidas"]],
    ["be", "all", ["Bebidas", "Beleza"]],
    ["  faxina ", "all", ["Limpeza"]],
    ["pizza", "all", []],
    ["", "active", ["Restaurantes", "Farmácia", "Bebidas"]],
    ["", "inactive", ["Limpeza", "Beleza"]],
    ["be", "active", ["Bebidas"]],
    ["be", "inactive", ["Beleza"]],
    ["farmacia", "inactive", []],
  ])("%j with status %s", (query, status, expected) => {
    expect(names(filterCategories(table, { query, status }))).toEqual(expected);
  });
});

describe("the three counters: total, active, featured (product.md §2)", () => {
  it.each<[string, AdminCategory[], { total: number; active: number; featured: number }]>([
    ["the whole table", table, { total: 5, active: 3, featured: 2 }],
    ["an empty table", [], { total: 0, active: 0, featured: 0 }],
    [
      "one inactive featured row",
      [category("X", { ativo: false, destaque: true })],
      { total: 1, active: 0, featured: 1 },
    ],
  ])("%s", (_label, list, counters) => {
    expect(categoryCounters(list)).toEqual(counters);
  });
});

describe("'Qtd': products per category", () => {
  it("gives each category its count from the database, 0 for a category without any", () => {
    const rows = [category("A"), category("B"), category("C")].map(({ productCount: _, ...row }) => row);
    const counts = new Map([
      ["a", 2],
      ["b", 1],
      ["z", 4],
    ]);
    expect(withProductCounts(rows, counts).map((row) => [row.id, row.productCount])).toEqual([
      ["a", 2],
      ["b", 1],
      ["c", 0],
    ]);
  });
});

describe("a slug suggested from the name", () => {
  it.each([
    ["Farmácia", "farmacia"],
    ["Comida Japonesa", "comida-japonesa"],
    ["  Pet   & Cia!  ", "pet-cia"],
    ["Açaí 24h", "acai-24h"],
    ["---", ""],
  ])("%j -> %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("what the screen shows while a write is in flight", () => {
  it.each([
    [
      { type: "patch", id: "bebidas", patch: { ativo: false } } as const,
      "Bebidas",
      { ativo: false, destaque: false },
    ],
    [
      { type: "patch", id: "limpeza", patch: { destaque: true } } as const,
      "Limpeza",
      { ativo: false, destaque: true },
    ],
  ])("%j", (change, name, expected) => {
    const next = applyCategoryChange(table, change).find((item) => item.nome === name);
    expect(next).toMatchObject(expected);
    expect(table.find((item) => item.nome === name)).not.toMatchObject(expected);
  });

  it("removes a deleted category and leaves the others", () => {
    expect(names(applyCategoryChange(table, { type: "remove", id: "bebidas" }))).toEqual([
      "Restaurantes",
      "Farmácia",
      "Limpeza",
      "Beleza",
    ]);
  });
});
