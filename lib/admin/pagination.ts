/** product.md §9: the admin company list shows 10 rows a page. */
export const COMPANY_PAGE_SIZE = 10;

export type PageSlice<T> = {
  items: T[];
  /** 1-based page actually shown, clamped into 1..pageCount */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** At least one page, so an empty list still reads 'Página 1 de 1'. */
export function pageCount(total: number, size: number = COMPANY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A requested page kept inside 1..pageCount (e.g. after deleting the last row of the last page). */
export function clampPage(page: number, total: number, size: number = COMPANY_PAGE_SIZE): number {
  const last = pageCount(total, size);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/** product.md §9: one page of `items`; 'Anterior' is disabled on the first page and 'Próxima' on the last. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  size: number = COMPANY_PAGE_SIZE,
): PageSlice<T> {
  const count = pageCount(items.length, size);
  const current = clampPage(page, items.length, size);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pageCount: count,
    hasPrevious: current > 1,
    hasNext: current < count,
  };
}
