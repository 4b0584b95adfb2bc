import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { CatalogLookup } from "@/lib/cart/cart-storage";

const companyById = new Map(companies.map((company) => [company.id, company]));
const productById = new Map(products.map((product) => [product.id, product]));

/** Resolves a stored cart line against the sample catalogue (loaded lazily, after the first render). */
export const lookupCatalogProduct: CatalogLookup = (productId) => {
  const product = productById.get(productId);
  const company = product ? companyById.get(product.companyId) : undefined;
  return product && company ? { product, company } : undefined;
};
