import "server-only";

import type { CatalogEntries, CatalogQuery } from "@/lib/cart/catalog-client";
import type { Company, Product, UiCategory } from "@/lib/catalog/types";
import {
  readProducts,
  readProductWithStore,
  readStore,
  readStoreProducts,
  readStores,
} from "@/lib/data/catalog-reads";
import { getCategories } from "@/lib/data/categories";
import { inStoreOrder } from "@/lib/store/catalogue-order";
import { pickFeaturedProducts, rankFeaturedCompanies } from "@/lib/store/featured";
import { openFirst } from "@/lib/store/open-first";
import { isOpenAt } from "@/lib/store/opening-hours";
import { searchCatalog } from "@/lib/store/search";
import { isListed, storeVisibility, type StoreVisibility } from "@/lib/store/visibility";

/**
 * The public catalogue (product.md D19): approved stores and their products, read from the database through the
 * cached reads of lib/data/catalog-reads.ts. Lists are fresh arrays, safe to sort.
 */

/** Every approved store (listed or suspended), oldest first. */
export async function getCompanies(): Promise<Company[]> {
  return [...(await readStores())];
}

/** The stores the storefront lists (approved and active, product.md §5). */
export async function getActiveCompanies(): Promise<Company[]> {
  return (await readStores()).filter(isListed);
}

/** An approved store by id; undefined for an unknown, pending or rejected one. */
export async function getCompany(id: string): Promise<Company | undefined> {
  return (await readStores()).find((company) => company.id === id);
}

/** Every product of an approved store, in catalogue order (store by store). */
export async function getProducts(): Promise<Product[]> {
  const [stores, products] = await Promise.all([readStores(), readProducts()]);
  return inStoreOrder(stores, products);
}

export async function getProduct(id: string): Promise<Product | undefined> {
  return (await readProducts()).find((product) => product.id === id);
}

/** A store's products by name (its page); none for a store the public may not see. */
export async function getProductsByCompany(companyId: string): Promise<Product[]> {
  return [...(await readStoreProducts(companyId))];
}

export async function getFeaturedCompanies(): Promise<Company[]> {
  return rankFeaturedCompanies(await getCompanies());
}

export async function getFeaturedProducts(): Promise<Product[]> {
  const [products, listed] = await Promise.all([getProducts(), getActiveCompanies()]);
  return pickFeaturedProducts(products, new Set(listed.map((company) => company.id)));
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
export async function getCatalogEntries({ productIds, companyIds }: CatalogQuery): Promise<CatalogEntries> {
  const [stores, products] = await Promise.all([readStores(), readProducts()]);
  const storesById = new Map(stores.filter((store) => visible(store)).map((store) => [store.id, store]));
  const productsById = new Map(products.map((product) => [product.id, product]));
  return {
    products: productIds.flatMap((id) => {
      const product = productsById.get(id);
      const company = product && storesById.get(product.companyId);
      return product && company ? [{ product, company }] : [];
    }),
    companies: companyIds.flatMap((id) => {
      const company = storesById.get(id);
      return company ? [company] : [];
    }),
  };
}

/**
 * The products a shopper may browse (available, of listed stores; lib/store/search), products of stores
 * open at `at` first, catalogue order otherwise (product.md D13: open stores first wherever stores are listed).
 */
export async function getShopperProducts(at: number): Promise<Product[]> {
  const [companies, all] = await Promise.all([getCompanies(), getProducts()]);
  const { products } = searchCatalog({}, { companies, products: all });
  const openAt = new Map(
    companies.map((company) => [company.id, isOpenAt(company.openingHours, new Date(at))]),
  );
  return openFirst(products, (product) => openAt.get(product.companyId) ?? false);
}
