import { getShopperProducts, type ShopperPage } from "@/lib/data/catalog";
import { getCategoryFilter, type CategoryFilter } from "@/lib/data/categories";

import type { HomeParams } from "./home-params";
import { HOME_PRODUCTS, PRODUCTS_PER_PAGE, pageCount, pageExists } from "./pagination";
import { getRenderTime } from "./render-time";
import { hasActiveQuery } from "./search";

export type ResultsPage = {
  page: number;
  pages: number;
  searching: boolean;
  /** The unfiltered home: one first page, the rest at /produtos (product.md D12). */
  firstPageOnly: boolean;
  category: CategoryFilter | null;
  found: ShopperPage;
  renderedAt: number;
};

/**
 * One page of the home's product results (product.md §5), read by the results and by /busca's metadata (cached
 * reads, so once a request). Null when `page` is not a page of this list: the caller answers 404, like /produtos.
 */
export async function readResultsPage({ query, categoryId, page }: HomeParams): Promise<ResultsPage | null> {
  if (page === null) return null;
  const [renderedAt, category] = await Promise.all([getRenderTime(), getCategoryFilter(categoryId)]);
  const searching = hasActiveQuery(query);
  const firstPageOnly = !searching && !category;
  if (firstPageOnly && page > 1) return null;
  const size = firstPageOnly ? HOME_PRODUCTS : PRODUCTS_PER_PAGE;
  // product.md §4: a category switched off in the admin no longer filters (it has left the strip too)
  const found = await getShopperProducts({
    query: searching ? query : null,
    categoryId: category?.id ?? null,
    page,
    size,
    at: renderedAt,
  });
  if (!pageExists(page, found.total, size)) return null;
  const pages = firstPageOnly ? 1 : pageCount(found.total, size);
  return { page, pages, searching, firstPageOnly, category, found, renderedAt };
}
