/**
 * The home page's search state lives in the URL (product.md §2, product.md §5): `q` (text) and `categoria` (a category id).
 * `parseHomeParams(searchParams)` reads it (first value of repeated keys, trimmed, blank -> null) and
 * `homeHref(state)` writes it back, so links and forms keep the other half of the state.
 */

export type HomeParams = { query: string | null; categoryId: string | null };
export type RawSearchParams = Record<string, string | string[] | undefined>;

export const QUERY_PARAM = "q";
export const CATEGORY_PARAM = "categoria";
/** Longer input is cut: a search box never needs more, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;

function first(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const trimmed = raw?.trim();
  return trimmed ? trimmed : null;
}

export function parseHomeParams(searchParams: RawSearchParams): HomeParams {
  return {
    query: first(searchParams[QUERY_PARAM])?.slice(0, MAX_QUERY_LENGTH) ?? null,
    categoryId: first(searchParams[CATEGORY_PARAM]),
  };
}

export function homeHref({ query, categoryId }: Partial<HomeParams>): string {
  const params = new URLSearchParams();
  if (query?.trim()) params.set(QUERY_PARAM, query.trim());
  if (categoryId) params.set(CATEGORY_PARAM, categoryId);
  const search = params.toString();
  return search ? `/?${search}` : "/";
}

/** The internal route that renders the home with a search (proxy.ts rewrites to it; the URL stays "/"). */
export const SEARCH_ROUTE = "/busca";

/** product.md §5: "/" with a query or a category is a search; anything else is the static home. */
export function isHomeSearch(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname !== "/") return false;
  return Boolean(searchParams.get(QUERY_PARAM)?.trim() || searchParams.get(CATEGORY_PARAM)?.trim());
}
