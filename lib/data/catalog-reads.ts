import "server-only";

import { cacheLife, cacheTag } from "next/cache";
import { z } from "zod";

import { companyFromLoja, LOJA_COLUMNS, PRODUTO_COLUMNS, productFromProduto } from "@/lib/catalog/rows";
import { PRODUCTS_TAG, productTag, STORES_TAG, storeTag } from "@/lib/catalog/tags";
import type { Company, Product } from "@/lib/catalog/types";
import { createPublicClient } from "@/lib/supabase/public";

/**
 * The storefront's reads of lojas and produtos, as a visitor (RLS role anon: only approved stores and their
 * products), each cached for hours under the tags a write expires (lib/catalog/tags.ts). A failed read
 * throws, so an error is never cached; an id that is not a UUID finds nothing without asking the database.
 */

const isUuid = (id: string) => z.uuid().safeParse(id).success;

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao carregar ${what}: ${error.message}`);
}

/** Every approved store, oldest first. */
export async function readStores(): Promise<Company[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(STORES_TAG);
  const { data, error } = await createPublicClient()
    .from("lojas")
    .select(LOJA_COLUMNS)
    .order("created_at", { ascending: true })
    .order("id", { ascending: true });
  if (error) failed("lojas", error);
  return data.map(companyFromLoja);
}

/** Every product of an approved store, by name (lib/store/catalogue-order puts them in store order). */
export async function readProducts(): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(PRODUCTS_TAG);
  const { data, error } = await createPublicClient()
    .from("produtos")
    .select(PRODUTO_COLUMNS)
    .order("nome", { ascending: true })
    .order("id", { ascending: true });
  if (error) failed("produtos", error);
  return data.map(productFromProduto);
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

/** The products of one approved store, by name (none for any other store). */
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
    .order("id", { ascending: true });
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
