import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import {
  companyFromLoja,
  LOJA_COLUMNS,
  PRODUTO_COLUMNS,
  productFromProduto,
  type LojaRow,
  type ProdutoRow,
} from "@/lib/catalog/rows";
import { PRODUCTS_TAG, productTag, STORES_TAG, storeTag } from "@/lib/catalog/tags";
import type { Company, Product } from "@/lib/catalog/types";
import { isUuid } from "@/lib/schema/primitives";
import type { SitemapRow } from "@/lib/seo/sitemap";
import { createPublicClient } from "@/lib/supabase/public";

/**
 * The storefront's reads of lojas and produtos, as a visitor (RLS role anon: only approved stores and their
 * products), each cached for hours under the tags a write expires (lib/catalog/tags.ts). A failed read
 * throws, so an error is never cached; an id that is not a UUID finds nothing without asking the database.
 */

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao carregar ${what}: ${error.message}`);
}

/**
 * How many products of approved stores each category holds (the back office's 'Qtd'), counted in the
 * database; cached under the products' tag, so a product's write shows on the next request.
 */
export async function readProductCountsByCategory(): Promise<Map<string, number>> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG);
  const { data, error } = await createPublicClient().rpc("produtos_por_categoria");
  if (error) failed("a contagem de produtos por categoria", error);
  return new Map(data.map((row) => [row.categoria_id, Number(row.produtos)]));
}

/** One approved store, or null (unknown, pending or rejected). */
export async function readStore(storeId: string): Promise<Company | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(storeTag(storeId));
  if (!isUuid(storeId)) return null;
  const { data, error } = await createPublicClient()
    .from("lojas")
    .select(LOJA_COLUMNS)
    .eq("id", storeId)
    .maybeSingle();
  if (error) failed("a loja", error);
  return data ? companyFromLoja(data) : null;
}

// A store page's upper bound: Supabase's default max_rows, so a Premium store (no plan limit) is cut visibly
// here rather than silently by the Data API.
export const STORE_PAGE_PRODUCTS = 1000;

/** The products of one approved store, by name, at most STORE_PAGE_PRODUCTS (none for any other store). */
export async function readStoreProducts(storeId: string): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(storeTag(storeId));
  if (!isUuid(storeId)) return [];
  const { data, error } = await createPublicClient()
    .from("produtos")
    .select(PRODUTO_COLUMNS)
    .eq("loja_id", storeId)
    .order("nome", { ascending: true })
    .order("id", { ascending: true })
    .limit(STORE_PAGE_PRODUCTS);
  if (error) failed("os produtos da loja", error);
  return data.map(productFromProduto);
}

/**
 * One product of an approved store with its store (the product page shows its name and hours), or null.
 * Tagged with the product and the store, so a change to either shows on the next request.
 */
export async function readProductWithStore(
  productId: string,
): Promise<{ product: Product; company: Company } | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(productTag(productId));
  if (!isUuid(productId)) return null;
  const client = createPublicClient();
  const found = await client.from("produtos").select(PRODUTO_COLUMNS).eq("id", productId).maybeSingle();
  if (found.error) failed("o produto", found.error);
  if (!found.data) return null;
  cacheTag(storeTag(found.data.loja_id));
  const store = await client.from("lojas").select(LOJA_COLUMNS).eq("id", found.data.loja_id).maybeSingle();
  if (store.error) failed("a loja do produto", store.error);
  return store.data
    ? { product: productFromProduto(found.data), company: companyFromLoja(store.data) }
    : null;
}

/** A page of a bounded list and the count of the whole list (for the page navigation). */
export type SearchPage<T> = { items: T[]; total: number };

export type ProductSearch = {
  term: string | null;
  categoryId: string | null;
  featuredOnly?: boolean;
  limit: number;
  offset: number;
  /** epoch ms: which stores are open (their products come first, product.md D13) */
  at: number;
};

/**
 * One page of the products a shopper may browse (public.buscar_produtos: available, of listed stores, the term
 * accent- and case-insensitive, open stores' first at `at`). Tagged with every product and store list.
 */
export async function readProductSearch(search: ProductSearch): Promise<SearchPage<Product>> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG, STORES_TAG);
  const { term, categoryId, featuredOnly = false, limit, offset, at } = search;
  if (categoryId !== null && !isUuid(categoryId)) return { items: [], total: 0 };
  const { data, error } = await createPublicClient().rpc("buscar_produtos", {
    termo: term,
    categoria: categoryId,
    limite: limit,
    deslocamento: offset,
    agora: new Date(at).toISOString(),
    so_destaques: featuredOnly,
  });
  if (error) failed("a busca de produtos", error);
  return { items: data.map((row) => productFromProduto(row as ProdutoRow)), total: data[0]?.total ?? 0 };
}

/** One page of the listed stores matching `term` (public.buscar_lojas), open ones first at `at`. */
export async function readStoreSearch(search: {
  term: string | null;
  limit: number;
  offset: number;
  at: number;
}): Promise<SearchPage<Company>> {
  "use cache";
  cacheLife("hours");
  cacheTag(STORES_TAG);
  const { data, error } = await createPublicClient().rpc("buscar_lojas", {
    termo: search.term,
    limite: search.limit,
    deslocamento: search.offset,
    agora: new Date(search.at).toISOString(),
  });
  if (error) failed("a busca de lojas", error);
  return { items: data.map((row) => companyFromLoja(row as LojaRow)), total: data[0]?.total ?? 0 };
}

/** At most this many ids per `in` read (a URL of 200 UUIDs is about 7.5 kB); longer lists take several. */
export const MAX_IDS_PER_READ = 200;

/** The distinct UUIDs of `ids`, sorted (one cache entry per set), in reads of MAX_IDS_PER_READ. */
function idChunks(ids: readonly string[]): string[][] {
  const wanted = [...new Set(ids)].filter(isUuid).sort();
  const chunks: string[][] = [];
  for (let start = 0; start < wanted.length; start += MAX_IDS_PER_READ) {
    chunks.push(wanted.slice(start, start + MAX_IDS_PER_READ));
  }
  return chunks;
}

/** The approved stores among `ids` (listed or suspended); unknown or hidden ids are left out. */
export async function readStoresByIds(ids: readonly string[]): Promise<Company[]> {
  return (await Promise.all(idChunks(ids).map(readStoresIn))).flat();
}

async function readStoresIn(ids: string[]): Promise<Company[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(STORES_TAG);
  const { data, error } = await createPublicClient()
    .from("lojas")
    .select(LOJA_COLUMNS)
    .in("id", ids)
    .order("created_at", { ascending: true })
    .order("id", { ascending: true });
  if (error) failed("lojas", error);
  return data.map(companyFromLoja);
}

/** The products of approved stores among `ids`; unknown ones are left out. */
export async function readProductsByIds(ids: readonly string[]): Promise<Product[]> {
  return (await Promise.all(idChunks(ids).map(readProductsIn))).flat();
}

async function readProductsIn(ids: string[]): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG);
  const { data, error } = await createPublicClient()
    .from("produtos")
    .select(PRODUTO_COLUMNS)
    .in("id", ids)
    .order("nome", { ascending: true })
    .order("id", { ascending: true });
  if (error) failed("produtos", error);
  return data.map(productFromProduto);
}

const PLANS_BY_RANK = ["premium", "basico", "gratuito"] as const;

/**
 * The best `limit` listed stores of each plan (rating, then name): enough for the featured ranking
 * (lib/store/featured.ts) to pick its `limit` without reading every store.
 */
export async function readTopStores(limit: number): Promise<Company[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(STORES_TAG);
  const client = createPublicClient();
  const tiers = await Promise.all(
    PLANS_BY_RANK.map((plano) =>
      client
        .from("lojas")
        .select(LOJA_COLUMNS)
        .eq("ativa", true)
        .eq("plano", plano)
        .order("avaliacao", { ascending: false })
        .order("nome", { ascending: true })
        .limit(limit),
    ),
  );
  return tiers.flatMap(({ data, error }) => {
    if (error) failed("as lojas em destaque", error);
    return data.map(companyFromLoja);
  });
}

/** The first `limit` listed stores, oldest first. */
export async function readListedStores(limit: number): Promise<Company[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(STORES_TAG);
  const { data, error } = await createPublicClient()
    .from("lojas")
    .select(LOJA_COLUMNS)
    .eq("ativa", true)
    .order("created_at", { ascending: true })
    .order("id", { ascending: true })
    .limit(limit);
  if (error) failed("lojas", error);
  return data.map(companyFromLoja);
}

/** The first `limit` product ids of approved stores, by id (the pages prerendered at build time). */
export async function readProductIds(limit: number): Promise<string[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG);
  const { data, error } = await createPublicClient()
    .from("produtos")
    .select("id")
    .order("id", { ascending: true })
    .limit(limit);
  if (error) failed("produtos", error);
  return data.map((row) => row.id);
}

/** Public stores, their products and the available ones among these (public.contagem_vitrine). */
export type CatalogueCounts = { stores: number; products: number; available: number };

export async function readCatalogueCounts(): Promise<CatalogueCounts> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG, STORES_TAG);
  const { data, error } = await createPublicClient().rpc("contagem_vitrine");
  if (error) failed("a contagem do catálogo", error);
  const row = data[0];
  return {
    stores: Number(row?.lojas ?? 0),
    products: Number(row?.produtos ?? 0),
    available: Number(row?.disponiveis ?? 0),
  };
}

/** The Data API's row cap per call on hosted projects; public.mapa_do_site pages by it. */
export const SITEMAP_ROWS_PER_READ = 1000;

/**
 * The sitemap's addresses (public.mapa_do_site: public stores, then their products), at most
 * SITEMAP_ROWS_PER_READ: the ones after `after` (the last row of the previous read; null from the first), past
 * `skip` more. The database walks an index from the cursor, so a read costs the same deep in a city's catalogue.
 */
export async function readSitemapPage(after: SitemapRow | null, skip: number): Promise<SitemapRow[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG, STORES_TAG);
  const { data, error } = await createPublicClient().rpc("mapa_do_site", {
    ...(after ? { apos_tipo: after.kind, apos_id: after.id, apos_desde: after.since ?? undefined } : {}),
    pular: skip,
    limite: SITEMAP_ROWS_PER_READ,
  });
  if (error) failed("o mapa do site", error);
  return data.map((row) => ({ kind: row.tipo, id: row.id, since: row.desde }));
}
