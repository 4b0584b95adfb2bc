"use client";

import { Children, type ReactNode } from "react";

import { openFirstOrder, type HoursById } from "@/lib/store/open-first";

import { useNow } from "./use-open-now";

export type OpenFirstProps = {
  /** The company of each child, in the children's order. */
  companyIds: readonly string[];
  /** Each company's opening hours once (lib/store/open-first `openingHoursById`), not whole companies. */
  openingHours: HoursById;
  /** epoch ms from getRenderTime(): the server renders the order at that instant. */
  renderedAt: number;
  /** Keyed items (e.g. `<li key={id}>`), one per entry of `companyIds`. */
  children: ReactNode;
};

/**
 * Reorders its children so that items of open stores come first (issue 13), keeping the given order inside
 * each group. The server and the hydration render sort at `renderedAt`; the browser re-sorts on its own
 * clock right after (the same ticker as the cards' badges), which moves nothing when both agree. The
 * children themselves are reordered, so the DOM order (Tab, screen readers) is the visual order.
 *
 * Usage (server component):
 * `<ul><OpenFirst companyIds={ids} openingHours={openingHoursById(companies)} renderedAt={renderedAt}>{items}</OpenFirst></ul>`
 */
export function OpenFirst({ companyIds, openingHours, renderedAt, children }: OpenFirstProps) {
  const now = useNow(renderedAt);
  const items = Children.toArray(children);
  // an extra child without a company id counts as closed rather than disappearing
  const ids = items.map((_, index) => companyIds[index] ?? "");
  return openFirstOrder(ids, openingHours, new Date(now)).map((index) => items[index]);
}
