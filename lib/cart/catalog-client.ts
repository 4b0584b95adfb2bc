import type { CartCompany, CartProduct } from "@/lib/cart/cart-item";

/**
 * What /api/catalog answers: the products asked for, each with its company, with only what a cart line keeps
 * (lib/cart/cart-item.ts).
 */
export type CatalogEntries = { products: { product: CartProduct; company: CartCompany }[] };

export type CatalogQuery = { productIds: string[] };

const MAX_IDS = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ids(value: string | null): string[] | null {
  if (!value) return [];
  const list = [...new Set(value.split(","))];
  return list.length <= MAX_IDS && list.every((id) => UUID.test(id)) ? list : null;
}

/** `?products=a,b`; null when an id is malformed or there are too many. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery | null {
  const productIds = ids(params.get("products"));
  return productIds ? { productIds } : null;
}

/**
 * Asks the server for the given products, each with its company (never bundles the catalogue). `fresh` skips the
 * browser's copy of a recent answer: checkout asks so after the database said the prices changed.
 */
export async function fetchCatalogProducts(
  productIds: readonly string[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<CatalogEntries["products"]> {
  if (productIds.length === 0) return [];
  const params = new URLSearchParams({ products: productIds.join(",") });
  const response = await fetch(`/api/catalog?${params}`, fresh ? { cache: "no-store" } : undefined);
  if (!response.ok) throw new Error(`catalog ${response.status}`);
  return ((await response.json()) as CatalogEntries).products;
}
