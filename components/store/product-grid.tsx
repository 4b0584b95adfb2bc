import type { Product } from "@/lib/catalog/types";
import { productCardData } from "@/lib/store/cards";

import { OpenFirst } from "./open-first";
import { ProductCard } from "./product-card";

/**
 * Responsive grid of product cards (inside the page's <StoreCards>, which holds their stores). Products of open stores come first on the shopper's clock (product.md D13), the given order kept otherwise.
 */
export function ProductGrid({
  products,
  showCompany = true,
}: {
  products: Product[];
  showCompany?: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      <OpenFirst companyIds={products.map((product) => product.companyId)}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={productCardData(product)} showCompany={showCompany} />
          </li>
        ))}
      </OpenFirst>
    </ul>
  );
}
