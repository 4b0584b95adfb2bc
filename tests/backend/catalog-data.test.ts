import { beforeEach, describe, expect, it, vi } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { PRODUCTS_TAG, productTag, STORES_TAG, storeTag } from "@/lib/catalog/tags";
import { companyFromLoja, productFromProduto } from "@/lib/catalog/rows";
import {
  FEATURED_COMPANIES_LIMIT,
  FEATURED_PRODUCTS_LIMIT,
  rankFeaturedCompanies,
} from "@/lib/store/featured";
import { isOpenAt } from "@/lib/store/opening-hours";
import { searchCatalog } from "@/lib/store/search";
import { isListed } from "@/lib/store/visibility";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { client, signedIn, withAppBackend, withoutRetryBackoff } from "./helpers";

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

const backend = withAppBackend();

beforeEach(() => cache.cacheTag.mockClear());

const tagsAsked = () => cache.cacheTag.mock.calls.map(([tag]) => tag as string);

describe("the public catalogue reads the database as a visitor (product.md D19)", () => {
  it("reads stores and products by id, only approved stores' (no list reads the whole catalogue)", async () => {
    const { getCompaniesByIds, getProductsByIds } = await catalog();
    const stores = await getCompaniesByIds([...seeded.lojas.map((loja) => loja.id), "nao-e-um-uuid"]);
    expect(stores.map((company) => company.id).sort()).toEqual([...approvedIds].sort());
    const products = await getProductsByIds(seeded.produtos.map((produto) => produto.id));
    expect(products.map((product) => product.id).sort()).toEqual(
      seeded.produtos
        .filter((p) => approvedIds.has(p.loja_id))
        .map((p) => p.id)
        .sort(),
    );
    expect(await getCompaniesByIds([])).toEqual([]);
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

  it("features the 8 best listed stores by plan and rating, and at most 12 featured, available products", async () => {
    const { getFeaturedCompanies, getFeaturedProducts } = await catalog();
    const featured = await getFeaturedCompanies();
    expect(featured.map((company) => company.id)).toEqual(
      rankFeaturedCompanies(seeded.lojas.map(companyFromLoja), FEATURED_COMPANIES_LIMIT).map((c) => c.id),
    );
    expect(featured.every(isListed)).toBe(true);
    const products = await getFeaturedProducts();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(FEATURED_PRODUCTS_LIMIT);
    expect(products.every((p) => p.featured && p.available)).toBe(true);
  });

  it("pages a shopper's products in the database: available ones of listed stores, open stores' first, each page's stores with it", async () => {
    const { getShopperProducts } = await catalog();
    const at = Date.parse("2026-11-18T15:00:00Z");
    const expected = searchCatalog(
      {},
      { companies: seeded.lojas.map(companyFromLoja), products: seeded.produtos.map(productFromProduto) },
    ).products;
    const first = await getShopperProducts({ page: 1, size: 24, at });
    expect(first.items).toHaveLength(Math.min(24, expected.length));
    expect(first.total).toBe(expected.length);
    const all = [...first.items];
    for (let page = 2; page <= Math.ceil(first.total / 24); page++) {
      all.push(...(await getShopperProducts({ page, size: 24, at })).items);
    }
    expect(all.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const hours = new Map(seeded.lojas.map((loja) => [loja.id, companyFromLoja(loja).openingHours]));
    const open = all.map((p) => isOpenAt(hours.get(p.companyId)!, new Date(at)));
    expect(open.indexOf(false) === -1 || !open.slice(open.indexOf(false)).includes(true)).toBe(true);
    expect(first.companies.map((c) => c.id).sort()).toEqual(
      [...new Set(first.items.map((p) => p.companyId))].sort(),
    );
    expect((await getShopperProducts({ page: 1, size: 500, at })).items.length).toBeLessThanOrEqual(60);
    expect(tagsAsked()).toEqual(expect.arrayContaining([PRODUCTS_TAG, STORES_TAG]));
  });

  it("searches as a visitor, case- and accent-insensitive, products by category and stores by name", async () => {
    const { getShopperCompanies, getShopperProducts } = await catalog();
    const at = Date.parse("2026-11-18T15:00:00Z");
    const stores = await getShopperCompanies({ query: "FARMACIA", size: 24, at });
    expect(stores.items.map((c) => c.name)).toContain("Farmácia Pampulha");
    const pao = await getShopperProducts({ query: "pao", size: 60, at });
    expect(pao.items.map((p) => p.name)).toContain("Pão francês (10 unidades)");
    const inFarmacia = await getShopperProducts({ categoryId: CATEGORY_IDS.farmacia, size: 60, at });
    expect(inFarmacia.total).toBeGreaterThan(0);
    expect(inFarmacia.items.every((p) => p.categoryId === CATEGORY_IDS.farmacia)).toBe(true);
    expect((await getShopperProducts({ categoryId: "nao-e-um-uuid", size: 60, at })).total).toBe(0);
    expect((await getShopperProducts({ query: "xyzabc", size: 60, at })).items).toEqual([]);
  });

  it("counts the public catalogue and lists its sitemap rows, read after a store, after a product or past a skip", async () => {
    const { getCatalogueCounts, getSitemapPage } = await catalog();
    const listed = seeded.lojas.filter((l) => l.status === "aprovada" && l.ativa).map((l) => l.id);
    const listedProducts = seeded.produtos.filter((p) => listed.includes(p.loja_id));
    expect(await getCatalogueCounts()).toEqual({
      stores: listed.length,
      products: listedProducts.length,
      available: listedProducts.filter((p) => p.disponivel).length,
    });
    const rows = await getSitemapPage(null, 0);
    expect(
      rows
        .slice(0, listed.length)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...listed].sort());
    expect(rows.slice(listed.length).map((row) => row.id)).toEqual(listedProducts.map((p) => p.id).sort());
    // the cursor of a store carries its created_at (`since`); a product's is its id alone
    const [store, product] = [rows[2]!, rows[listed.length + 3]!];
    expect(store.since).not.toBeNull();
    expect(await getSitemapPage(store, 0)).toEqual(rows.slice(3));
    expect(await getSitemapPage(product, 0)).toEqual(rows.slice(listed.length + 4));
    expect(await getSitemapPage(null, listed.length + 1)).toEqual(rows.slice(listed.length + 1));
    expect(await getSitemapPage(store, 5)).toEqual(rows.slice(8));
  });

  it("answers the ids a cart holds, leaving out products whose store the public may not see", async () => {
    const { getCatalogEntries } = await catalog();
    const [product] = seeded.produtos;
    // the seed gives no products to stores awaiting approval: one is added as the system
    const { data: pendingProduct, error } = await client(backend(), backend().secretKey)
      .from("produtos")
      .insert({ loja_id: hidden[0]!.id, nome: "Ainda não aprovado", preco: 5 })
      .select("id")
      .single();
    expect(error).toBeNull();
    try {
      const entries = await getCatalogEntries({ productIds: [product!.id, UNKNOWN, pendingProduct!.id] });
      expect(entries.products.map((entry) => [entry.product.id, entry.company.id])).toEqual([
        [product!.id, product!.loja_id],
      ]);
    } finally {
      await client(backend(), backend().secretKey).from("produtos").delete().eq("id", pendingProduct!.id);
    }
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
    const { supabase } = await signedIn(backend(), "admin@vitrine.example");
    const { error } = await supabase.from("lojas").update({ status: "aprovada" }).eq("id", pending!.id);
    expect(error).toBeNull();
    expect((await findVisibleStore(pending!.id))?.company.name).toBe(pending!.nome);
    expect(await getProductsByCompany(pending!.id)).toHaveLength(
      seeded.produtos.filter((p) => p.loja_id === pending!.id).length,
    );
  });

  it("throws when the backend fails, so no error is cached", async () => {
    const { getActiveCompanies, findVisibleStore } = await catalog();
    await backend().stop();
    await expect(withoutRetryBackoff(() => getActiveCompanies())).rejects.toThrow(/lojas/);
    await expect(withoutRetryBackoff(() => findVisibleStore(approved[0]!.id))).rejects.toThrow(/loja/);
  });
});
