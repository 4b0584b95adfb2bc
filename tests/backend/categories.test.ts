import { describe, expect, it, vi } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";

import { withAppBackend, withoutRetryBackoff } from "./helpers";

const cache = vi.hoisted(() => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
// Outside a Next.js render there is no cache scope: record what the function asks of it.
vi.mock("next/cache", () => cache);

const backend = withAppBackend();

describe("getCategories (product.md §7)", () => {
  it("returns every category, all columns, ordered by nome, cached for hours under the categorias tag", async () => {
    const { getCategories } = await import("@/lib/data/categories");
    const categories = await getCategories();
    const names = categories.map((category) => category.nome);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(categories.find((category) => category.id === CATEGORY_IDS.farmacia)).toMatchObject({
      nome: "Farmácia",
      tipo: "produto",
      slug: "farmacia",
      imagem: "/images/categorias/farmacia.webp",
      ativo: true,
    });
    expect(cache.cacheLife).toHaveBeenCalledWith("hours");
    expect(cache.cacheTag).toHaveBeenCalledWith("categorias");
  });

  it("throws when the backend answers with an error, so no error is cached", async () => {
    const { getCategories } = await import("@/lib/data/categories");
    await backend().stop();
    await expect(withoutRetryBackoff(getCategories)).rejects.toThrow(/categorias/);
  });
});
