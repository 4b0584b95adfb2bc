import "server-only";

import { uiCategories } from "@/fixtures/categories";
import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { Company, Product, UiCategory } from "@/fixtures/schemas";
import type { CatalogEntries, CatalogQuery } from "@/lib/cart/catalog-client";
import { pickFeaturedProducts, rankFeaturedCompanies } from "@/lib/store/featured";
import { openFirst } from "@/lib/store/open-first";
import { isOpenAt } from "@/lib/store/opening-hours";
import { searchCatalog } from "@/lib/store/search";
import { isListed, storeVisibility, type StoreVisibility } from "@/lib/store/visibility";

/**
 * The sample catalogue (spec 1: these screens run on fixed sample data), read only through this module.
 * Lists are fresh arrays, safe to sort.
 */

const companiesById = new Map(companies.map((company) => [company.id, company]));
const productsById = new Map(products.map((product) => [product.id, product]));
const categoriesById = new Map(uiCategories.map((category) => [category.id, category]));

export function getCompanies(): Company[] {
  return [...companies];
}

export function getActiveCompanies(): Company[] {
  return companies.filter(isListed);
}

export function getCompany(id: string): Company | undefined {
  return companiesById.get(id);
}

export function getProducts(): Product[] {
  return [...products];
}

export function getProduct(id: string): Product | undefined {
  return productsById.get(id);
}

export function getProductsByCompany(companyId: string): Product[] {
  return products.filter((product) => product.companyId === companyId);
}

export function getFeaturedCompanies(): Company[] {
  return rankFeaturedCompanies(companies);
}

export function getFeaturedProducts(): Product[] {
  return pickFeaturedProducts(products, new Set(getActiveCompanies().map((company) => company.id)));
}

export function getUiCategories(): UiCategory[] {
  return [...uiCategories];
}

export function getCategoryName(id: string): string | undefined {
  return categoriesById.get(id)?.name;
}

export type VisibleStore = { company: Company; visibility: Exclude<StoreVisibility, "hidden"> };
export type VisibleProduct = VisibleStore & { product: Product };

/**
 * The company behind /company/{id} when the public may see it; undefined (the page answers 404 'Empresa
 * não encontrada.', spec 8) for an unknown id or a company never approved. Shared by the page, its
 * metadata, its Open Graph image and the product page, so all of them agree.
 */
export function findVisibleStore(companyId: string): VisibleStore | undefined {
  const company = companiesById.get(companyId);
  if (!company) return undefined;
  const visibility = storeVisibility(company);
  return visibility === "hidden" ? undefined : { company, visibility };
}

/**
 * The product behind /product/{id} with its company, when the public may see it; undefined (404 'Produto
 * não encontrado.', spec 8) for an unknown id or a product whose company is hidden (never approved).
 */
export function findVisibleProduct(productId: string): VisibleProduct | undefined {
  const product = productsById.get(productId);
  if (!product) return undefined;
  const store = findVisibleStore(product.companyId);
  return store ? { ...store, product } : undefined;
}

/** The public entries behind the ids a client island holds (/api/catalog); hidden companies are left out. */
export function getCatalogEntries({ productIds, companyIds }: CatalogQuery): CatalogEntries {
  return {
    products: productIds.flatMap((id) => {
      const found = findVisibleProduct(id);
      return found ? [{ product: found.product, company: found.company }] : [];
    }),
    companies: companyIds.flatMap((id) => {
      const store = findVisibleStore(id);
      return store ? [store.company] : [];
    }),
  };
}

/**
 * The products a shopper may browse (available, of visible stores; lib/store/search), products of stores
 * open at `at` first, catalogue order otherwise (issue 13: open stores first wherever stores are listed).
 */
export function getShopperProducts(at: number): Product[] {
  const { products } = searchCatalog({}, { companies: getCompanies(), products: getProducts() });
  const openAt = new Map(
    getCompanies().map((company) => [company.id, isOpenAt(company.openingHours, new Date(at))]),
  );
  return openFirst(products, (product) => openAt.get(product.companyId) ?? false);
}
