import type { Company, Product } from "@/fixtures/schemas";
import { getCompany } from "@/lib/data/catalog";
import { openingHoursById } from "@/lib/store/open-first";

import { CartProductCard } from "./cart-product-card";
import { OpenFirst } from "./open-first";

/**
 * Responsive grid of cart-wired product cards; products whose company is unknown are skipped. Products of
 * open stores come first on the shopper's clock (issue 13), the given order kept otherwise.
 */
export function ProductGrid({
  products,
  renderedAt,
  showCompany = true,
}: {
  products: Product[];
  renderedAt: number;
  showCompany?: boolean;
}) {
  const items = products.flatMap((product) => {
    const company: Company | undefined = getCompany(product.companyId);
    return company ? [{ product, company }] : [];
  });
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      <OpenFirst
        companyIds={items.map(({ company }) => company.id)}
        openingHours={openingHoursById(items.map(({ company }) => company))}
        renderedAt={renderedAt}
      >
        {items.map(({ product, company }) => (
          <li key={product.id}>
            <CartProductCard
              product={product}
              company={company}
              renderedAt={renderedAt}
              showCompany={showCompany}
            />
          </li>
        ))}
      </OpenFirst>
    </ul>
  );
}
