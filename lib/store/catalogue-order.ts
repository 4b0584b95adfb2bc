import type { Company, Product } from "@/lib/catalog/types";

/**
 * Catalogue order: products grouped by store, the stores in the given order (oldest first), each store's
 * products keeping their given order (by name); products of a store not in the list come last. Pure.
 */
export function inStoreOrder<P extends Pick<Product, "companyId">>(
  stores: readonly Pick<Company, "id">[],
  products: readonly P[],
): P[] {
  const rank = new Map(stores.map((store, index) => [store.id, index]));
  const rankOf = (product: P) => rank.get(product.companyId) ?? stores.length;
  return [...products].sort((a, b) => rankOf(a) - rankOf(b));
}
