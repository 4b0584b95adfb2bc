import "server-only";

import type { CatalogEntries, CatalogQuery } from "@/lib/cart/catalog-client";
import type { Company, Product, UiCategory } from "@/lib/catalog/types";
import {
  readCatalogueCounts,
  readListedStores,
  readProductIds,
  readProductsByIds,
  readProductSearch,
  readProductWithStore,
  readSitemapPage,
  readStore,
  readStoreProducts,
  readStoresByIds,
  readStoreSearch,
  readTopStores,
  type CatalogueCounts,
  type SearchPage,
  SITEMAP_ROWS_PER_READ,
} from "@/lib/data/catalog-reads";
import { getCategories } from "@/lib/data/categories";
import {
  FEATURED_COMPANIES_LIMIT,
  FEATURED_PRODUCTS_LIMIT,
  rankFeaturedCompanies,
} from "@/lib/store/featured";
import type { SitemapRow } from "@/lib/seo/sitemap";
import { getRenderTime } from "@/lib/store/render-time";
import { isListed, storeVisibility, type StoreVisibility } from "@/lib/store/visibility";

/**
 * The public catalogue (product.md D19): approved stores and their products, read from the database through the
 * cached reads of lib/data/catalog-reads.ts. Every list is bounded: the storefront never loads the whole
 * catalogue (issue 24); searches and the product list run in Postgres (public.buscar_produtos/buscar_lojas).
 * Lists are fresh arrays, safe to sort.
 */

/** The most a storefront list shows per page (the database caps a page at 60 too). */
export const MAX_PAGE_SIZE = 60;

const pageSize = (size: number) => Math.min(Math.max(1, Math.trunc(size)), MAX_PAGE_SIZE);

/** An approved store by id; undefined for an unknown, pending or rejected one. */
export async function getCompany(id: string): Promise<Company | undefined> {
  return (await readStore(id)) ?? undefined;
}

/** The approved stores among `ids` (listed or suspended): the companies behind a page's cards or orders. */
export async function getCompaniesByIds(ids: readonly string[]): Promise<Company[]> {
  return readStoresByIds(ids);
}

/** The products of approved stores among `ids` (any availability). */
export async function getProductsByIds(ids: readonly string[]): Promise<Product[]> {
  return readProductsByIds(ids);
}

/**
 * The first `limit` stores the storefront lists (approved and active, product.md §5), oldest first. A page's
 * cards should rather get the companies of what it shows (getCompaniesByIds).
 */
export async function getActiveCompanies(limit = MAX_PAGE_SIZE): Promise<Company[]> {
  return readListedStores(pageSize(limit));
}

/** A store's products by name (its page); none for a store the public may not see. */
export async function getProductsByCompany(companyId: string): Promise<Product[]> {
  return [...(await readStoreProducts(companyId))];
}

/** Listed stores by plan (premium, basic, free), then rating, then name; at most `limit`. */
export async function getFeaturedCompanies(limit = FEATURED_COMPANIES_LIMIT): Promise<Company[]> {
  const size = pageSize(limit);
  return rankFeaturedCompanies(await readTopStores(size), size);
}

/** Featured, available products of listed stores, open stores' first at the render time; at most `limit`. */
export async function getFeaturedProducts(limit = FEATURED_PRODUCTS_LIMIT): Promise<Product[]> {
  const at = await getRenderTime();
  const page = await readProductSearch({
    term: null,
    categoryId: null,
    featuredOnly: true,
    limit: pageSize(limit),
    offset: 0,
    at,
  });
  return page.items;
}

/** The categories a product or store may be filed under (the categorias table), by name. */
export async function getUiCategories(): Promise<Pick<UiCategory, "id" | "name">[]> {
  return (await getCategories()).map((row) => ({ id: row.id, name: row.nome }));
}

export async function getCategoryName(id: string): Promise<string | undefined> {
  return (await getCategories()).find((row) => row.id === id)?.nome;
}

export type VisibleStore = { company: Company; visibility: Exclude<StoreVisibility, "hidden"> };
export type VisibleProduct = VisibleStore & { product: Product };

function visible(company: Company): VisibleStore | undefined {
  const visibility = storeVisibility(company);
  return visibility === "hidden" ? undefined : { company, visibility };
}

/**
 * The company behind /company/{id} when the public may see it; undefined (the page answers 404 'Empresa
 * não encontrada.', product.md §8) for an unknown id or a store not approved. Shared by the page, its metadata,
 * its Open Graph image, so all of them agree.
 */
export async function findVisibleStore(companyId: string): Promise<VisibleStore | undefined> {
  const company = await readStore(companyId);
  return company ? visible(company) : undefined;
}

/**
 * The product behind /product/{id} with its company, when the public may see it; undefined (404 'Produto
 * não encontrado.', product.md §8) for an unknown id or a product whose store is not approved.
 */
export async function findVisibleProduct(productId: string): Promise<VisibleProduct | undefined> {
  const found = await readProductWithStore(productId);
  const store = found ? visible(found.company) : undefined;
  return found && store ? { ...store, product: found.product } : undefined;
}

/** The public entries behind the ids a client island holds (/api/catalog); hidden stores are left out. */
export async function getCatalogEntries({ productIds }: CatalogQuery): Promise<CatalogEntries> {
  const products = await readProductsByIds(productIds);
  const stores = await readStoresByIds(products.map((product) => product.companyId));
  const storesById = new Map(stores.filter((store) => visible(store)).map((store) => [store.id, store]));
  const productsById = new Map(products.map((product) => [product.id, product]));
  return {
    products: productIds.flatMap((id) => {
      const product = productsById.get(id);
      const company = product && storesById.get(product.companyId);
      return product && company ? [{ product, company }] : [];
    }),
  };
}

/** The products a page of a storefront list shows, and the stores behind their cards (each once). */
export type ShopperPage = SearchPage<Product> & { companies: Company[] };

/**
 * A page of the products a shopper may browse (available, of listed stores), matching `query` and of
 * `categoryId` when given; products of stores open at `at` first, catalogue order otherwise (product.md D13).
 * `page` is 1-based; `size` at most 60.
 */
export async function getShopperProducts({
  query = null,
  categoryId = null,
  page = 1,
  size,
  at,
}: {
  query?: string | null;
  categoryId?: string | null;
  page?: number;
  size: number;
  at: number;
}): Promise<ShopperPage> {
  const limit = pageSize(size);
  const found = await readProductSearch({
    term: query?.trim() || null,
    categoryId,
    limit,
    offset: (Math.max(1, Math.trunc(page)) - 1) * limit,
    at,
  });
  const companies = await readStoresByIds(found.items.map((product) => product.companyId));
  return { ...found, companies };
}

/** A page of the stores a search finds (listed ones; a category does not narrow them), open ones first at `at`. */
export async function getShopperCompanies({
  query,
  size,
  at,
}: {
  query: string;
  size: number;
  at: number;
}): Promise<SearchPage<Company>> {
  return readStoreSearch({ term: query.trim() || null, limit: pageSize(size), offset: 0, at });
}

/** How many public stores, their products and the available ones there are (sitemap, /produtos' pages). */
export async function getCatalogueCounts(): Promise<CatalogueCounts> {
  return readCatalogueCounts();
}

/** How many store and product pages the build prerenders; every other one renders on demand, then is cached. */
export const PRERENDERED_STORES = 100;
export const PRERENDERED_PRODUCTS = 200;

/** The ids of the store pages prerendered at build time: the oldest listed stores. */
export async function getPrerenderedStoreIds(): Promise<string[]> {
  return (await readListedStores(PRERENDERED_STORES)).filter(isListed).map((store) => store.id);
}

/** The ids of the product pages prerendered at build time. */
export async function getPrerenderedProductIds(): Promise<string[]> {
  return readProductIds(PRERENDERED_PRODUCTS);
}

export { SITEMAP_ROWS_PER_READ };

/** The sitemap's addresses after `after` (null: from the first), past `skip` more; SITEMAP_ROWS_PER_READ at most. */
export async function getSitemapPage(after: SitemapRow | null, skip: number): Promise<SitemapRow[]> {
  return readSitemapPage(after, skip);
}
