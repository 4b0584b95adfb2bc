import type { Produto } from "@/lib/supabase/database.types";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/rows";
import { normalizeText } from "@/lib/store/search";

/** A product of the owner's store as the products screen lists and edits it (category by name, views). */
export type CompanyCatalogProduct = {
  id: string;
  name: string;
  description: string;
  price: number;
  categoryId: string;
  category: string;
  available: boolean;
  featured: boolean;
  views: number;
  image: string;
};

/** A category the owner's form offers (from the categorias table). */
export type CategoryOption = { id: string; name: string; active: boolean };

/** What the list filters and sorts on. */
type ListedProduct = Pick<
  CompanyCatalogProduct,
  "id" | "name" | "price" | "category" | "available" | "views"
>;

export const AVAILABILITY_FILTERS = ["all", "available", "unavailable"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const PRODUCT_SORTS = ["name", "priceAsc", "priceDesc", "views"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** "all" means every category. */
export type ProductFilters = { query: string; category: string; availability: AvailabilityFilter };
export const NO_PRODUCT_FILTERS: ProductFilters = { query: "", category: "all", availability: "all" };

/** The columns the owner's screens read of a product. */
export const COMPANY_PRODUCT_COLUMNS =
  "id, nome, descricao, preco, imagem, categoria_id, disponivel, destaque, visualizacoes" as const;
export type CompanyProductRow = Pick<
  Produto,
  | "id"
  | "nome"
  | "descricao"
  | "preco"
  | "imagem"
  | "categoria_id"
  | "disponivel"
  | "destaque"
  | "visualizacoes"
>;

/** A produtos row with its category's name (a missing or deleted category reads `otherCategory`). */
export function toCompanyCatalogProduct(
  row: CompanyProductRow,
  categoryNames: ReadonlyMap<string, string>,
  otherCategory: string,
): CompanyCatalogProduct {
  return {
    id: row.id,
    name: row.nome,
    description: row.descricao ?? "",
    price: Number(row.preco),
    categoryId: row.categoria_id ?? "",
    category: (row.categoria_id && categoryNames.get(row.categoria_id)) || otherCategory,
    available: row.disponivel,
    featured: row.destaque,
    views: row.visualizacoes,
    image: row.imagem ?? PLACEHOLDER_PRODUCT_IMAGE,
  };
}

/**
 * Search by name (case- and accent-insensitive), category and availability. Ids in `keep` stay listed
 * whatever their availability: a product switched on this view stays where it was put.
 */
export function filterProducts<P extends ListedProduct>(
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

const byName = (a: ListedProduct, b: ListedProduct) => a.name.localeCompare(b.name, "pt-BR");

const COMPARE: Record<ProductSort, (a: ListedProduct, b: ListedProduct) => number> = {
  name: byName,
  priceAsc: (a, b) => a.price - b.price || byName(a, b),
  priceDesc: (a, b) => b.price - a.price || byName(a, b),
  views: (a, b) => b.views - a.views || byName(a, b),
};

/** A sorted copy: by name A–Z, price up or down, or most viewed first; ties by name. */
export function sortProducts<P extends ListedProduct>(products: readonly P[], sort: ProductSort): P[] {
  return [...products].sort(COMPARE[sort]);
}

export type ProductCounts = { total: number; available: number; unavailable: number };

export function productCounts(products: readonly Pick<ListedProduct, "available">[]): ProductCounts {
  const available = products.filter((product) => product.available).length;
  return { total: products.length, available, unavailable: products.length - available };
}

/** The category names present, A–Z, for the category filter. */
export function productCategories(products: readonly Pick<ListedProduct, "category">[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort((a, b) =>
    a.localeCompare(b, "pt-BR"),
  );
}
