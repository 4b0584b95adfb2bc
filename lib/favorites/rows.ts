import type { Company, Product } from "@/lib/catalog/types";
import type { Favorite } from "@/lib/favorites/types";

export type FavoriteRow = { produto_id: string | null; loja_id: string | null };

/**
 * favoritos rows (newest first) as dashboard cards. A favourite whose product or store the viewer can no
 * longer see (hidden, store not approved) is left out rather than shown half empty.
 */
export function favoritesFromRows(
  rows: readonly FavoriteRow[],
  products: readonly Product[],
  stores: readonly Company[],
): Favorite[] {
  const productById = new Map(products.map((product) => [product.id, product]));
  const storeById = new Map(stores.map((store) => [store.id, store]));
  return rows.flatMap((row): Favorite[] => {
    if (row.produto_id) {
      const product = productById.get(row.produto_id);
      const store = product && storeById.get(product.companyId);
      if (!product || !store) return [];
      const { id, name, image, price } = product;
      return [{ kind: "product", id, name, image, price, storeName: store.name }];
    }
    const store = row.loja_id ? storeById.get(row.loja_id) : undefined;
    if (!store) return [];
    const { id, name, logo, rating, deliveryTime } = store;
    return [{ kind: "store", id, name, image: logo, rating, deliveryTime }];
  });
}
