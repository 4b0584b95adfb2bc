import type { Product } from "@/fixtures/schemas";
import { getCompany } from "@/lib/data/catalog";
import { productCardData } from "@/lib/store/cards";

import { OpenFirst } from "./open-first";
import { ProductCard } from "./product-card";

/**
 * Responsive grid of product cards (inside the page's <StoreCards>); products whose company is unknown are
 * skipped. Products of open stores come first on the shopper's clock (issue 13), the given order kept otherwise.
 */
export function ProductGrid({
  products,
  showCompany = true,
}: {
  products: Product[];
  showCompany?: boolean;
}) {
  const listed = products.filter((product) => getCompany(product.companyId) !== undefined);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      <OpenFirst companyIds={listed.map((product) => product.companyId)}>
        {listed.map((product) => (
          <li key={product.id}>
            <ProductCard product={productCardData(product)} showCompany={showCompany} />
          </li>
        ))}
      </OpenFirst>
    </ul>
  );
}
