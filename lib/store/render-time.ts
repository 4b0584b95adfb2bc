import { cacheLife } from "next/cache";

/**
 * The instant a page was rendered, as epoch milliseconds, for the open/closed status (product.md §4).
 *
 * Cached with the `minutes` profile so it can live in a prerendered static shell (a page regenerates at
 * most every minute or so). The shell's value may be old: client components re-check it against the
 * browser clock after hydration (components/store/use-open-now.ts). Pass it as `renderedAt` to
 * ProductCard, CompanyCard and OpenStatus.
 */
export async function getRenderTime(): Promise<number> {
  "use cache";
  cacheLife("minutes");
  return Date.now();
}
