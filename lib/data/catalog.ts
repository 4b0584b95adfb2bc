import { uiCategories } from "@/fixtures/categories";
import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { Company, PlanTier, Product, UiCategory } from "@/fixtures/schemas";

/**
 * Synchronous lookups over the sample catalogue (spec 1: these screens run on fixed sample data).
 * No "server-only": client components may use them too. Lists are fresh arrays, safe to sort.
 */

export const FEATURED_COMPANIES_LIMIT = 8;
export const FEATURED_PRODUCTS_LIMIT = 12;

// Paying plans are showcased first.
const PLAN_RANK: Record<PlanTier, number> = { premium: 0, basic: 1, free: 2 };

/** spec 5: only active companies reach the storefront; approval must also be granted (spec 4). */
export function isListed(company: Pick<Company, "status" | "approval">): boolean {
  return company.status === "active" && company.approval === "approved";
}

/** Listed companies ordered by plan (premium, basic, free), then rating, then name; at most `limit`. */
export function rankFeaturedCompanies(list: Company[], limit = FEATURED_COMPANIES_LIMIT): Company[] {
  return list
    .filter(isListed)
    .sort(
      (a, b) =>
        PLAN_RANK[a.plan] - PLAN_RANK[b.plan] || b.rating - a.rating || a.name.localeCompare(b.name, "pt-BR"),
    )
    .slice(0, limit);
}

/** Featured, available products of listed companies, in catalogue order; at most `limit`. */
export function pickFeaturedProducts(
  list: Product[],
  listedCompanyIds: ReadonlySet<string>,
  limit = FEATURED_PRODUCTS_LIMIT,
): Product[] {
  return list.filter((p) => p.featured && p.available && listedCompanyIds.has(p.companyId)).slice(0, limit);
}

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
