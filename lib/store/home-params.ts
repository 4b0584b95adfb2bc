import { PRODUCTS_PER_PAGE, parsePageSegment } from "./pagination";

/**
 * The home page's search state lives in the URL (product.md §2, product.md §5): `q` (text), `categoria` (a category
 * id) and `pagina` (the page of the results). `parseHomeParams(searchParams)` reads it (first value of repeated
 * keys, trimmed, blank -> null) and `homeHref(state)` writes it back, so links and forms keep the rest of the state.
 */

/** `page` is the 1-based results page; null when `pagina` is not a page number (the search answers 404). */
export type HomeParams = { query: string | null; categoryId: string | null; page: number | null };
export type RawSearchParams = Record<string, string | string[] | undefined>;

export const QUERY_PARAM = "q";
export const CATEGORY_PARAM = "categoria";
export const PAGE_PARAM = "pagina";
/** Longer input is cut: a search box never needs more, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;

function first(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const trimmed = raw?.trim();
  return trimmed ? trimmed : null;
}

/** The same rule as /produtos/{n}: absent is page 1; otherwise digits only, no leading zero, at most 9999. */
function pageOf(value: string | string[] | undefined): number | null {
  return parsePageSegment(Array.isArray(value) ? value[0] : value);
}

export function parseHomeParams(searchParams: RawSearchParams): HomeParams {
  return {
    query: first(searchParams[QUERY_PARAM])?.slice(0, MAX_QUERY_LENGTH) ?? null,
    categoryId: first(searchParams[CATEGORY_PARAM]),
    page: pageOf(searchParams[PAGE_PARAM]),
  };
}

/** The same state read from a request's URL (proxy.ts): the first value of each key, like parseHomeParams. */
export function parseHomeSearch(searchParams: URLSearchParams): HomeParams {
  const value = (key: string) => searchParams.get(key) ?? undefined;
  return parseHomeParams({
    [QUERY_PARAM]: value(QUERY_PARAM),
    [CATEGORY_PARAM]: value(CATEGORY_PARAM),
    [PAGE_PARAM]: value(PAGE_PARAM),
  });
}

/** Page 1 has no `pagina`: one address per page, the same the search form and the category strip produce. */
export function homeHref({ query, categoryId, page }: Partial<HomeParams>): string {
  const params = new URLSearchParams();
  if (query?.trim()) params.set(QUERY_PARAM, query.trim());
  if (categoryId) params.set(CATEGORY_PARAM, categoryId);
  if (page && page > 1 && params.size > 0) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `/?${search}` : "/";
}

/** The deepest results page there can be: public.buscar_produtos returns no rows past offset 100,000. */
export const MAX_RESULTS_PAGE = Math.floor(100_000 / PRODUCTS_PER_PAGE) + 1;

/**
 * proxy.ts: a `pagina` that can never be a results page (not a page number, or past what the database reads)
 * answers HTTP 404 there, without a read; a page past the end of a shorter list is found out by one read
 * (lib/data/search-pages.ts), since /busca sends its shell before it reads.
 */
export function isImpossibleResultsPage({ page }: Pick<HomeParams, "page">): boolean {
  return page === null || page > MAX_RESULTS_PAGE;
}

/** The internal route that renders the home with a search (proxy.ts rewrites to it; the URL stays "/"). */
export const SEARCH_ROUTE = "/busca";

/** product.md §5: "/" with a query or a category is a search; anything else is the static home. */
export function isHomeSearch(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname !== "/") return false;
  return Boolean(searchParams.get(QUERY_PARAM)?.trim() || searchParams.get(CATEGORY_PARAM)?.trim());
}
