"use client";

import { useCart } from "@/components/cart/cart-provider";
import type { Company, Product } from "@/fixtures/schemas";

import { ProductCard } from "./product-card";

/**
 * ProductCard wired to the cart: the add button calls `useCart().add(product, company)`, which checks spec 6
 * again at click time and shows the confirmation toast. Needs the CartProvider of the (store) layout.
 */
export function CartProductCard({
  product,
  company,
  renderedAt,
  showCompany,
}: {
  product: Product;
  company: Company;
  renderedAt: number;
  showCompany?: boolean;
}) {
  const { add } = useCart();
  return (
    <ProductCard
      product={product}
      company={company}
      renderedAt={renderedAt}
      showCompany={showCompany}
      onAdd={(item) => add(item, company)}
    />
  );
}
