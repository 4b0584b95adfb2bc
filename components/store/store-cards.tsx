"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

import type { CartCompany } from "@/lib/cart/cart-item";
import { unpackCompany, type StoreCardsContext as Cards, type StoreCardsData } from "@/lib/store/cards";
import { companiesById } from "@/lib/store/open-first";

const StoreCardsContext = createContext<Cards | null>(null);

/**
 * The companies behind a page's cards, each sent once, and the instant the page was rendered (product.md D12): a
 * product card carries its own few fields and finds its company (name, hours, delivery terms) here, however
 * many of that company's products the page lists. Every page with cards wraps them in one of these
 * (home and search: components/store/home-view.tsx; /produtos; a store page), built on the server with
 * `storeCardsOf` (lib/store/cards.ts).
 */
export function StoreCards({ companies, renderedAt, children }: StoreCardsData & { children: ReactNode }) {
  // inside another <StoreCards> (the home's full list under its carousels) the outer one's companies are found
  // too, so the server sends each company once per page (`SearchResults`' `sentCompanyIds`)
  const outer = useContext(StoreCardsContext);
  const cards = useMemo(
    () => ({
      companies: { ...outer?.companies, ...companiesById(companies.map(unpackCompany)) },
      renderedAt,
    }),
    [outer, companies, renderedAt],
  );
  return <StoreCardsContext value={cards}>{children}</StoreCardsContext>;
}

export function useStoreCards(): Cards {
  const cards = useContext(StoreCardsContext);
  if (!cards) throw new Error("storefront cards must be inside <StoreCards>");
  return cards;
}

/** A card's company (undefined for one the page does not list: counted as closed) and the render instant. */
export function useCardCompany(companyId: string): { company: CartCompany | undefined; renderedAt: number } {
  const { companies, renderedAt } = useStoreCards();
  return { company: companies[companyId], renderedAt };
}
