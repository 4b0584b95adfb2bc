import type { CompanyProduct, Product, UiCategory } from "@/fixtures/schemas";
import { normalizeText } from "@/lib/store/search";

/** spec 3 Company product plus the storefront image, as the company's products screen lists it. */
export type CompanyCatalogProduct = CompanyProduct & { image: string };

export const AVAILABILITY_FILTERS = ["all", "available", "unavailable"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const PRODUCT_SORTS = ["name", "priceAsc", "priceDesc", "views"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** "all" means every category. */
export type ProductFilters = { query: string; category: string; availability: AvailabilityFilter };
export const NO_PRODUCT_FILTERS: ProductFilters = { query: "", category: "all", availability: "all" };

/** The company's products with their category name and page views (a missing category reads "Outros"). */
export function toCompanyCatalogProducts(
  products: readonly Product[],
  categories: readonly Pick<UiCategory, "id" | "name">[],
  views: Readonly<Record<string, number>>,
): CompanyCatalogProduct[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    category: names.get(product.categoryId) ?? "Outros",
    available: product.available,
    views: views[product.id] ?? 0,
    image: product.image,
  }));
}

/**
 * Search by name (case- and accent-insensitive), category and availability. Ids in `keep` stay listed
 * whatever their availability: a product switched on this view stays where it was put (issue 11).
 */
export function filterProducts<P extends CompanyProduct>(
  products: readonly P[],
  { query, category, availability }: ProductFilters,
  keep: ReadonlySet<string> = new Set(),
): P[] {
  const needle = normalizeText(query.trim());
  return products.filter((product) => {
    if (needle && !normalizeText(product.name).includes(needle)) return false;
    if (category !== "all" && product.category !== category) return false;
    if (availability === "all" || keep.has(product.id)) return true;
    return product.available === (availability === "available");
  });
}

const byName = (a: CompanyProduct, b: CompanyProduct) => a.name.localeCompare(b.name, "pt-BR");

const COMPARE: Record<ProductSort, (a: CompanyProduct, b: CompanyProduct) => number> = {
  name: byName,
  priceAsc: (a, b) => a.price - b.price || byName(a, b),
  priceDesc: (a, b) => b.price - a.price || byName(a, b),
  views: (a, b) => b.views - a.views || byName(a, b),
};

/** A sorted copy: by name A–Z, price up or down, or most viewed first; ties by name. */
export function sortProducts<P extends CompanyProduct>(products: readonly P[], sort: ProductSort): P[] {
  return [...products].sort(COMPARE[sort]);
}

export type ProductCounts = { total: number; available: number; unavailable: number };

export function productCounts(products: readonly Pick<CompanyProduct, "available">[]): ProductCounts {
  const available = products.filter((product) => product.available).length;
  return { total: products.length, available, unavailable: products.length - available };
}

/** The category names present, A–Z, for the category filter. */
export function productCategories(products: readonly Pick<CompanyProduct, "category">[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort((a, b) =>
    a.localeCompare(b, "pt-BR"),
  );
}
