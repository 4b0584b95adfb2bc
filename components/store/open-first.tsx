"use client";

import { Children, type ReactNode } from "react";

import { useStoreCards } from "./store-cards";
import { useOpenFirstOrder } from "./use-open-now";

export type OpenFirstProps = {
  /** The company of each child, in the children's order. */
  companyIds: readonly string[];
  /** Keyed items (e.g. `<li key={id}>`), one per entry of `companyIds`. */
  children: ReactNode;
};

/**
 * Reorders its children so that items of open stores come first (product.md D13), keeping the given order inside
 * each group. The companies' hours and the render instant come from the page's <StoreCards>. The server and
 * the hydration render sort at that instant; the browser re-sorts on its own clock right after (the same
 * ticker as the cards' badges), which moves nothing when both agree. The children themselves are reordered,
 * so the DOM order (Tab, screen readers) is the visual order.
 *
 * Usage (server component, inside <StoreCards>): `<ul><OpenFirst companyIds={ids}>{items}</OpenFirst></ul>`
 */
export function OpenFirst({ companyIds, children }: OpenFirstProps) {
  const { companies, renderedAt } = useStoreCards();
  const items = Children.toArray(children);
  // an extra child without a company id counts as closed rather than disappearing
  const ids = items.map((_, index) => companyIds[index] ?? "");
  return useOpenFirstOrder(ids, companies, renderedAt).map((index) => items[index]);
}
