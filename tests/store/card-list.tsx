import type { ReactNode } from "react";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { StoreCards } from "@/components/store/store-cards";
import type { Company } from "@/lib/catalog/types";
import { storeCardsOf } from "@/lib/store/cards";
import { renderWithIntl } from "@/tests/support/render";

/** A card as the storefront renders it: on a page whose <StoreCards> lists its company, under the cart. */
export function renderInList(card: ReactNode, company: Company, renderedAt: number) {
  return renderWithIntl(
    <CartProvider>
      <StoreCards {...storeCardsOf([company], renderedAt)}>{card}</StoreCards>
      <CartCount />
    </CartProvider>,
  );
}

function CartCount() {
  const { count } = useCart();
  return <output aria-label="itens no carrinho">{count}</output>;
}
