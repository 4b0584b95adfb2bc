import { PRODUCTS_PER_PAGE, pageCount } from "./pagination";

/** The address of page `page` of the full product list: /produtos, then /produtos/2, /produtos/3 ... */
export function productListHref(page: number): string {
  return page <= 1 ? "/produtos" : `/produtos/${page}`;
}

/** Route params of every page of the list, for generateStaticParams (page 1 is the bare /produtos). */
export function productListParams(total: number): { pagina: string[] }[] {
  const pages = pageCount(total, PRODUCTS_PER_PAGE);
  return Array.from({ length: pages }, (_, index) => ({ pagina: index === 0 ? [] : [String(index + 1)] }));
}
