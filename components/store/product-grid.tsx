import type { Company, Product } from "@/fixtures/schemas";
import { getCompany } from "@/lib/data/catalog";

import { CartProductCard } from "./cart-product-card";

/** Responsive grid of cart-wired product cards; products whose company is unknown are skipped. */
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
    </ul>
  );
}
