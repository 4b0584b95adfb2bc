import type { Company, Product } from "@/lib/catalog/types";

import { schemaPrice } from "./json-ld";
import { STORE_SCHEMA_TYPE } from "./store-json-ld";
import { absoluteUrl, productPath, storePath } from "./urls";

/**
 * schema.org Product for a product page (product.md §3 Product): the company is the brand and the offer's seller;
 * the offer is in BRL, InStock when the product is available (product.md §2 'Produto Indisponível' otherwise).
 * Opening hours do not change stock: a closed store's product is still in stock for later.
 */

export const IN_STOCK = "https://schema.org/InStock";
export const OUT_OF_STOCK = "https://schema.org/OutOfStock";

export type ProductJsonLdInput = {
  product: Product;
  company: Company;
  baseUrl: string;
  /** false when the store cannot take orders at all (suspended): the offer is then out of stock. */
  orderable?: boolean;
};

export function productJsonLd({ product, company, baseUrl, orderable = true }: ProductJsonLdInput) {
  const url = absoluteUrl(productPath(product.id), baseUrl);
  const seller = {
    "@type": STORE_SCHEMA_TYPE[company.serviceType],
    name: company.name,
    url: absoluteUrl(storePath(company.id), baseUrl),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image, baseUrl),
    sku: product.id,
    url,
    brand: { "@type": "Brand", name: company.name },
    offers: {
      "@type": "Offer",
      url,
      price: schemaPrice(product.price),
      priceCurrency: "BRL",
      availability: product.available && orderable ? IN_STOCK : OUT_OF_STOCK,
      itemCondition: "https://schema.org/NewCondition",
      seller,
    },
  };
}
