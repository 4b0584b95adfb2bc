/**
 * Product lists in pages (product.md D12: the home shows a first page, 'Ver mais produtos' leads to the rest).
 * The database reads one page at a time (public.buscar_produtos) and counts the whole list: `pageCount`
 * (at least 1) and `pageExists` (a page past the end answers 404) work from that count.
 */
export const HOME_PRODUCTS = 6;
export const PRODUCTS_PER_PAGE = 24;
/** A search's first page lists at most this many matching stores (its products are paged like /produtos). */
export const SEARCH_COMPANIES = 24;

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Whether 1-based `page` exists in a list of `total` items (page 1 always does, even empty). */
export function pageExists(page: number, total: number, size: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(total, size);
}

/** The page number in a URL segment: digits only, no leading zero ('2' → 2; '02', '2.0', '-1' → null). */
export function parsePageSegment(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null;
}

/**
 * The page numbers a page navigation shows: the first, the last and `radius` pages either side of the current
 * one, with `null` where numbers are left out (shown as '…'), so a list of a thousand pages shows at most
 * 2 × radius + 5 entries. Every page is shown when that is no longer than the window.
 */
export function pageWindow(page: number, pages: number, radius = 2): (number | null)[] {
  if (pages <= 2 * radius + 5) return Array.from({ length: pages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - radius, pages - 2 * radius - 2));
  const end = Math.min(pages - 1, Math.max(page + radius, 2 * radius + 3));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, ...(start > 2 ? [null] : []), ...middle, ...(end < pages - 1 ? [null] : []), pages];
}
