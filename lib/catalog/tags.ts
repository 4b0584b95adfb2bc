/**
 * Cache tags of the storefront's reads (lib/data/catalog.ts). A write expires the tags of what it changed
 * (lib/server/expire-tags.ts), so the next request of every public page that shows it reads the database again.
 */

/** Every list of stores (home, search, sitemap, the store cards of a product page). */
export const STORES_TAG = "lojas";
/** Every list of products (home, search, /produtos, sitemap). */
export const PRODUCTS_TAG = "produtos";

/** One store's page data: its row and its products. */
export const storeTag = (storeId: string) => `loja:${storeId}`;
/** One product's page data. */
export const productTag = (productId: string) => `produto:${productId}`;

/** What a change to a store's own row (profile, hours, status) makes stale. */
export function storeChangeTags(storeId: string): string[] {
  return [STORES_TAG, PRODUCTS_TAG, storeTag(storeId)];
}

/** What a change to a product (created, edited, switched, deleted) makes stale. */
export function productChangeTags(storeId: string, productId?: string): string[] {
  return [PRODUCTS_TAG, storeTag(storeId), ...(productId ? [productTag(productId)] : [])];
}
