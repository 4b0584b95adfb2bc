import { beforeAll, describe, expect, it, vi } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { deleteCategory, insertCategory, updateCategory } from "@/lib/admin/category-writes";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { BOOT_TIMEOUT_MS, signedIn, withAppBackend, type Client } from "./helpers";

// Outside a Next.js render there is no cache scope: getCategories reads the table every time.
vi.mock("next/cache", () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));

const backend = withAppBackend();
let admin: Client;
let cliente: Client;

beforeAll(async () => {
  admin = (await signedIn(backend(), "admin@vitrine.example")).supabase;
  cliente = (await signedIn(backend(), "cliente@vitrine.example")).supabase;
}, BOOT_TIMEOUT_MS);

const row = async (id: string) =>
  (await admin.from("categorias").select("nome, slug, ativo, destaque").eq("id", id).single()).data;

describe("category writes through supabase-js, decided by RLS (product.md §2 'Gestão de Categorias')", () => {
  it("lets the admin toggle active and featured both ways", async () => {
    const id = CATEGORY_IDS.mercado;
    expect(await updateCategory(admin, id, { ativo: false, destaque: true })).toEqual({ ok: true, id });
    expect(await row(id)).toMatchObject({ ativo: false, destaque: true });
    expect(await updateCategory(admin, id, { ativo: true, destaque: false })).toEqual({ ok: true, id });
    expect(await row(id)).toMatchObject({ ativo: true, destaque: false });
  });

  it("refuses a cliente's forged calls in the database, whatever the UI shows", async () => {
    const id = CATEGORY_IDS.bebidas;
    expect(await updateCategory(cliente, id, { ativo: false })).toEqual({ ok: false, error: "notFound" });
    expect(await deleteCategory(cliente, id)).toEqual({ ok: false, error: "notFound" });
    expect(await insertCategory(cliente, { nome: "Hackers", slug: "hackers" })).toEqual({
      ok: false,
      error: "forbidden",
    });
    expect(await row(id)).toMatchObject({ nome: "Bebidas", ativo: true });
  });

  it("creates, edits and deletes a category as admin, and names a duplicate slug", async () => {
    const created = await insertCategory(admin, { nome: "Papelaria", slug: "papelaria", tipo: "produto" });
    if (!created.ok) throw new Error(created.error);
    expect(await row(created.id)).toMatchObject({ nome: "Papelaria", ativo: true, destaque: false });
    expect(await insertCategory(admin, { nome: "Outra", slug: "papelaria" })).toEqual({
      ok: false,
      error: "duplicateSlug",
    });
    expect(await updateCategory(admin, created.id, { slug: "farmacia" })).toEqual({
      ok: false,
      error: "duplicateSlug",
    });
    expect(await updateCategory(admin, created.id, { nome: "Papelaria e Presentes" })).toMatchObject({
      ok: true,
    });
    expect(await deleteCategory(admin, created.id)).toEqual({ ok: true, id: created.id });
    expect(await row(created.id)).toBeNull();
    expect(await deleteCategory(admin, created.id)).toEqual({ ok: false, error: "notFound" });
  });
});

describe("what the admin list and the storefront filter read", () => {
  it("lists every row with 'Qtd' = the products of approved stores in each category", async () => {
    const { getAdminCategories } = await import("@/lib/data/categories");
    const list = await getAdminCategories();
    const farmacia = list.find((category) => category.id === CATEGORY_IDS.farmacia);
    const { lojas, produtos } = catalogueRows();
    const approved = new Set(lojas.filter((l) => l.status === "aprovada").map((l) => l.id));
    expect(farmacia?.productCount).toBe(
      produtos.filter((p) => approved.has(p.loja_id) && p.categoria_id === CATEGORY_IDS.farmacia).length,
    );
    expect(farmacia?.productCount).toBeGreaterThan(0);
    expect(list.find((category) => category.slug === "limpeza")).toMatchObject({
      ativo: false,
      productCount: 0,
    });
  });

  it("filters the home by an active category only (product.md §4: an inactive one leaves the filter)", async () => {
    const { getCategoryFilter } = await import("@/lib/data/categories");
    expect(await getCategoryFilter(CATEGORY_IDS.farmacia)).toEqual({
      id: CATEGORY_IDS.farmacia,
      name: "Farmácia",
    });
    expect(await getCategoryFilter(null)).toBeNull();
    expect(await getCategoryFilter("00000000-0000-4000-8000-000000000000")).toBeNull();
    await updateCategory(admin, CATEGORY_IDS.farmacia, { ativo: false });
    expect(await getCategoryFilter(CATEGORY_IDS.farmacia)).toBeNull();
    await updateCategory(admin, CATEGORY_IDS.farmacia, { ativo: true });
  });
});
