import type { Product } from "@/lib/catalog/types";

/**
 * What a product card shows and whether it may be added to the cart.
 *
 * - `productState(product, companyOpen)`: product.md §4 product card states. An unavailable product reads
 *   'Indisponível' even when its company is also closed (the product itself is the stronger reason).
 * - `canAddToCart({ product, companyOpen, hasHandler })`: product.md §6, available AND company open AND a handler.
 */

export type ProductState = "available" | "unavailable" | "company_closed";

export function productState(product: Pick<Product, "available">, companyOpen: boolean): ProductState {
  if (!product.available) return "unavailable";
  if (!companyOpen) return "company_closed";
  return "available";
}

export function canAddToCart({
  product,
  companyOpen,
  hasHandler,
}: {
  product: Pick<Product, "available">;
  companyOpen: boolean;
  hasHandler: boolean;
}): boolean {
  return hasHandler && productState(product, companyOpen) === "available";
}
