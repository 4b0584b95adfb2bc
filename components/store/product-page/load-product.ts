import { findVisibleStore, type VisibleStore } from "@/components/store/store-page/load-store";
import type { Product } from "@/fixtures/schemas";
import { getProduct } from "@/lib/data/catalog";

export type VisibleProduct = VisibleStore & { product: Product };

/**
 * The product behind /product/{id} with its company, when the public may see it; undefined (404 'Produto
 * não encontrado.', spec 8) for an unknown id or a product whose company is hidden (never approved).
 */
export function findVisibleProduct(productId: string): VisibleProduct | undefined {
  const product = getProduct(productId);
  if (!product) return undefined;
  const store = findVisibleStore(product.companyId);
  return store ? { ...store, product } : undefined;
}
