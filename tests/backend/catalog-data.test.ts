import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { PRODUCTS_TAG, productTag, STORES_TAG, storeTag } from "@/lib/catalog/tags";
import { FEATURED_COMPANIES_LIMIT, FEATURED_PRODUCTS_LIMIT } from "@/lib/store/featured";
import { isListed } from "@/lib/store/visibility";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, signedIn, startMemoryBackend, withoutRetryBackoff } from "./helpers";

const cache = vi.hoisted(() => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
// Outside a Next.js render there is no cache scope: record what each read asks of it.
vi.mock("next/cache", () => cache);

const catalog = () => import("@/lib/data/catalog");
const seeded = catalogueRows();
const byStatus = (status: string) => seeded.lojas.filter((loja) => loja.status === status);
const approved = byStatus("aprovada");
const approvedIds = new Set(approved.map((loja) => loja.id));
const hidden = [...byStatus("pendente"), ...byStatus("rejeitada")];
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
  vi.stubEnv("SUPABASE_URL", backend.url);
  vi.stubEnv("SUPABASE_PUBLISHABLE_KEY", backend.publishableKey);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend?.stop();
});

beforeEach(() => cache.cacheTag.mockClear());

const tagsAsked = () => cache.cacheTag.mock.calls.map(([tag]) => tag as string);

describe("the public catalogue reads the database as a visitor (product.md D19)", () => {
  it("lists only approved stores, each list read tagged for every store or product change", async () => {
    const { getCompanies, getProducts } = await catalog();
    expect((await getCompanies()).map((company) => company.id).sort()).toEqual([...approvedIds].sort());
    const products = await getProducts();
    expect(products.map((product) => product.id).sort()).toEqual(
      seeded.produtos
        .filter((p) => approvedIds.has(p.loja_id))
        .map((p) => p.id)
        .sort(),
    );
    expect(tagsAsked()).toEqual(expect.arrayContaining([STORES_TAG, PRODUCTS_TAG]));
    expect(cache.cacheLife).toHaveBeenCalledWith("hours");
  });

  it("shows an approved store (suspended when inactive) and 404s a pending or rejected one", async () => {
    const { findVisibleStore } = await catalog();
    for (const loja of approved) {
      expect((await findVisibleStore(loja.id))?.visibility).toBe(loja.ativa ? "public" : "suspended");
    }
    for (const loja of hidden) expect(await findVisibleStore(loja.id)).toBeUndefined();
    expect(await findVisibleStore(UNKNOWN)).toBeUndefined();
    expect(await findVisibleStore("nao-e-um-uuid")).toBeUndefined();
    expect(tagsAsked()).toContain(storeTag(UNKNOWN));
  });

  it("finds a product with its own store, tagged by both; nothing for a hidden store's product", async () => {
    const { findVisibleProduct } = await catalog();
    const [product] = seeded.produtos;
    const found = await findVisibleProduct(product!.id);
    expect(found?.company.id).toBe(product!.loja_id);
    expect(found?.product).toMatchObject({ name: product!.nome, price: product!.preco });
    expect(tagsAsked()).toEqual(
      expect.arrayContaining([productTag(product!.id), storeTag(product!.loja_id)]),
    );
    expect(await findVisibleProduct(UNKNOWN)).toBeUndefined();
    expect(await findVisibleProduct("x")).toBeUndefined();
  });

  it("gives a store's products by name, none for a store the public may not see", async () => {
    const { getProductsByCompany } = await catalog();
    const [store] = approved;
    const names = (await getProductsByCompany(store!.id)).map((product) => product.name);
    expect(names).toEqual(
      seeded.produtos
        .filter((p) => p.loja_id === store!.id)
        .map((p) => p.nome)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(tagsAsked()).toContain(storeTag(store!.id));
    for (const loja of hidden) expect(await getProductsByCompany(loja.id)).toEqual([]);
  });

  it("features at most 8 listed stores and 12 featured, available products of listed stores", async () => {
    const { getFeaturedCompanies, getFeaturedProducts, getActiveCompanies } = await catalog();
    const featured = await getFeaturedCompanies();
    expect(featured).toHaveLength(Math.min(FEATURED_COMPANIES_LIMIT, (await getActiveCompanies()).length));
    expect(featured.every(isListed)).toBe(true);
    expect(featured[0]?.plan).toBe("premium");
    const products = await getFeaturedProducts();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(FEATURED_PRODUCTS_LIMIT);
    expect(products.every((p) => p.featured && p.available)).toBe(true);
  });

  it("lists a shopper's products store by store, only available ones of listed stores", async () => {
    const { getShopperProducts, getActiveCompanies } = await catalog();
    const listed = new Set((await getActiveCompanies()).map((company) => company.id));
    const products = await getShopperProducts(Date.parse("2026-11-18T15:00:00Z"));
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.available && listed.has(p.companyId))).toBe(true);
  });

  it("answers the ids a cart holds, leaving out stores the public may not see", async () => {
    const { getCatalogEntries } = await catalog();
    const [product] = seeded.produtos;
    const entries = await getCatalogEntries({
      productIds: [product!.id, UNKNOWN],
      companyIds: [product!.loja_id, hidden[0]!.id],
    });
    expect(entries.products.map((entry) => [entry.product.id, entry.company.id])).toEqual([
      [product!.id, product!.loja_id],
    ]);
    expect(entries.companies.map((company) => company.id)).toEqual([product!.loja_id]);
  });

  it("names categories from the categorias table", async () => {
    const { getCategoryName, getUiCategories } = await catalog();
    expect(await getCategoryName(CATEGORY_IDS.farmacia)).toBe("Farmácia");
    expect(await getCategoryName(UNKNOWN)).toBeUndefined();
    expect(await getUiCategories()).toContainEqual({ id: CATEGORY_IDS.farmacia, name: "Farmácia" });
  });

  it("shows a store once an administrator approves it, with its products", async () => {
    const { findVisibleStore, getProductsByCompany } = await catalog();
    const [pending] = byStatus("pendente");
    const { supabase } = await signedIn(backend, "admin@vitrine.example");
    const { error } = await supabase.from("lojas").update({ status: "aprovada" }).eq("id", pending!.id);
    expect(error).toBeNull();
    expect((await findVisibleStore(pending!.id))?.company.name).toBe(pending!.nome);
    expect(await getProductsByCompany(pending!.id)).toHaveLength(
      seeded.produtos.filter((p) => p.loja_id === pending!.id).length,
    );
  });

  it("throws when the backend fails, so no error is cached", async () => {
    const { getCompanies, findVisibleStore } = await catalog();
    await backend.stop();
    await expect(withoutRetryBackoff(getCompanies)).rejects.toThrow(/lojas/);
    await expect(withoutRetryBackoff(() => findVisibleStore(approved[0]!.id))).rejects.toThrow(/loja/);
  });
});
