import { PRODUCTS_PER_PAGE, pageCount } from "./pagination";

/** The address of page `page` of the full product list: /produtos, then /produtos/2, /produtos/3 ... */
export function productListHref(page: number): string {
  return page <= 1 ? "/produtos" : `/produtos/${page}`;
}

/** How many pages of the list the build prerenders; later ones render on demand, then are cached. */
export const PRERENDERED_LIST_PAGES = 10;

/** Route params of the first pages of the list, for generateStaticParams (page 1 is the bare /produtos). */
export function productListParams(total: number, limit = PRERENDERED_LIST_PAGES): { pagina: string[] }[] {
  const pages = Math.min(pageCount(total, PRODUCTS_PER_PAGE), limit);
  return Array.from({ length: pages }, (_, index) => ({ pagina: index === 0 ? [] : [String(index + 1)] }));
}
