import type { CatalogLookup } from "@/lib/cart/cart-storage";
import { getCompany, getProduct } from "@/lib/data/catalog";

/** Resolves a stored cart line against the sample catalogue (loaded lazily, after the first render). */
export const lookupCatalogProduct: CatalogLookup = (productId) => {
  const product = getProduct(productId);
  const company = product ? getCompany(product.companyId) : undefined;
  return product && company ? { product, company } : undefined;
};
