/**
 * Product lists in pages (product.md D12: the home shows a first page, 'Ver mais produtos' leads to the rest).
 *
 * `pageOf(items, page, size)`: the items of 1-based `page`, the page count (at least 1) and whether the
 * page exists; a page past the end is empty and `exists` is false (the route answers 404).
 */
export const HOME_PRODUCTS = 12;
export const PRODUCTS_PER_PAGE = 24;

export type Page<T> = { items: T[]; page: number; pages: number; exists: boolean };

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pages = pageCount(items.length, size);
  const exists = Number.isInteger(page) && page >= 1 && page <= pages;
  return {
    items: exists ? items.slice((page - 1) * size, page * size) : [],
    page,
    pages,
    exists,
  };
}

/** The page number in a URL segment: digits only, no leading zero ('2' → 2; '02', '2.0', '-1' → null). */
export function parsePageSegment(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null;
}
