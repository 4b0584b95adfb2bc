import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { Company, Product } from "@/lib/catalog/types";
import type { CatalogueCounts, ProductSearch, SearchPage } from "@/lib/data/catalog-reads";
import type { SitemapRow } from "@/lib/seo/sitemap";
import { inStoreOrder } from "@/lib/store/catalogue-order";
import { rankFeaturedCompanies } from "@/lib/store/featured";
import { openFirst } from "@/lib/store/open-first";
import { isOpenAt } from "@/lib/store/opening-hours";
import { searchCatalog } from "@/lib/store/search";
import { isListed } from "@/lib/store/visibility";

/**
 * lib/data/catalog-reads.ts over the sample catalogue (fixtures/, the rows supabase/seed.sql inserts), for
 * component tests, which have no backend: like the database under RLS, only approved stores and their
 * products exist. The searches follow public.buscar_produtos/buscar_lojas's rules with lib/store/search.ts (the
 * reference tests/backend/sql-busca.ts holds the database to). tests/backend/catalog-data.test.ts proves the
 * real reads against the embedded backend.
 */
const approved = companies.filter((company) => company.approval === "approved");
const approvedIds = new Set(approved.map((company) => company.id));
const visibleProducts = products.filter((product) => approvedIds.has(product.companyId));

export async function readProductCountsByCategory(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const product of visibleProducts)
    counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1);
  return counts;
}

export async function readStore(storeId: string): Promise<Company | null> {
  return approved.find((company) => company.id === storeId) ?? null;
}

export async function readStoreProducts(storeId: string): Promise<Product[]> {
  return visibleProducts.filter((product) => product.companyId === storeId);
}

export async function readProductWithStore(
  productId: string,
): Promise<{ product: Product; company: Company } | null> {
  const product = visibleProducts.find((item) => item.id === productId);
  const company = product && approved.find((item) => item.id === product.companyId);
  return product && company ? { product, company } : null;
}

export const MAX_IDS_PER_READ = 200;
export const SITEMAP_ROWS_PER_READ = 1000;

const byCreation = [...approved].sort(
  (a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : 1),
);
const openAt = (at: number) => (companyId: string) =>
  isOpenAt(approved.find((company) => company.id === companyId)?.openingHours ?? {}, new Date(at));
const page = <T>(items: T[], limit: number, offset: number): SearchPage<T> => ({
  items: items.slice(offset, offset + Math.min(Math.max(limit, 1), 60)),
  total: items.length,
});

export async function readProductSearch(search: ProductSearch): Promise<SearchPage<Product>> {
  const found = searchCatalog(
    { query: search.term, categoryId: search.categoryId },
    { companies: approved, products: visibleProducts },
  ).products.filter((product) => !search.featuredOnly || product.featured);
  const isOpen = openAt(search.at);
  const ordered = openFirst(inStoreOrder(byCreation, found), (product) => isOpen(product.companyId));
  return page(ordered, search.limit, search.offset);
}

export async function readStoreSearch(search: {
  term: string | null;
  limit: number;
  offset: number;
  at: number;
}): Promise<SearchPage<Company>> {
  const found = searchCatalog({ query: search.term }, { companies: byCreation, products: [] }).companies;
  const isOpen = openAt(search.at);
  return page(
    openFirst(found, (company) => isOpen(company.id)),
    search.limit,
    search.offset,
  );
}

export async function readStoresByIds(ids: readonly string[]): Promise<Company[]> {
  return byCreation.filter((company) => ids.includes(company.id));
}

export async function readProductsByIds(ids: readonly string[]): Promise<Product[]> {
  return visibleProducts.filter((product) => ids.includes(product.id));
}

export async function readTopStores(limit: number): Promise<Company[]> {
  return rankFeaturedCompanies(approved, limit * 3);
}

export async function readListedStores(limit: number): Promise<Company[]> {
  return byCreation.filter(isListed).slice(0, limit);
}

export async function readProductIds(limit: number): Promise<string[]> {
  return visibleProducts
    .map((product) => product.id)
    .sort()
    .slice(0, limit);
}

export async function readCatalogueCounts(): Promise<CatalogueCounts> {
  const listed = new Set(approved.filter(isListed).map((company) => company.id));
  const listedProducts = visibleProducts.filter((product) => listed.has(product.companyId));
  return {
    stores: listed.size,
    products: listedProducts.length,
    available: listedProducts.filter((product) => product.available).length,
  };
}

export async function readSitemapPage(after: SitemapRow | null, skip: number): Promise<SitemapRow[]> {
  const listed = byCreation.filter(isListed);
  const listedIds = new Set(listed.map((company) => company.id));
  const rows: SitemapRow[] = [
    ...listed.map((company) => ({ kind: "loja" as const, id: company.id, since: company.createdAt })),
    ...visibleProducts
      .filter((product) => listedIds.has(product.companyId))
      .map((product) => ({ kind: "produto" as const, id: product.id, since: null }))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
  ];
  const rest = after ? rows.filter((row) => isAfter(row, after)) : rows;
  return rest.slice(skip, skip + SITEMAP_ROWS_PER_READ);
}

/** Whether `row` comes after the cursor in public.mapa_do_site's order (the cursor's own row may be gone). */
function isAfter(row: SitemapRow, cursor: SitemapRow): boolean {
  if (cursor.kind === "produto") return row.kind === "produto" && row.id > cursor.id;
  if (row.kind === "produto") return true;
  return row.since! > cursor.since! || (row.since === cursor.since && row.id > cursor.id);
}
