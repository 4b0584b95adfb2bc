import "server-only";

import { isUuid } from "@/lib/schema/primitives";
import type { HomeParams } from "@/lib/store/home-params";
import { PRODUCTS_PER_PAGE } from "@/lib/store/pagination";
import { hasActiveQuery } from "@/lib/store/search";
import type { SupabaseServerClient } from "@/lib/supabase/server";

type Reader = Pick<SupabaseServerClient, "from" | "rpc">;

/**
 * proxy.ts, before /busca renders (it streams its frame with a 200 before it reads): whether page `page` of a home
 * search lists any product, so a page past the end of the list answers HTTP 404 like an unknown URL. The same
 * rules as lib/store/results-page.ts: a category that is not an active one does not filter, and the unfiltered
 * home has one page. Page 1 always exists (an empty list says so on it). Two indexed reads at most, as the
 * viewer; a failed read throws and the caller lets the page decide.
 */
export async function searchPageExists(
  client: Reader,
  { query, categoryId, page }: HomeParams,
): Promise<boolean> {
  if (page === null) return false;
  if (page === 1) return true;
  const categoria = categoryId ? await activeCategory(client, categoryId) : null;
  const searching = hasActiveQuery(query);
  if (!searching && categoria === null) return false;
  const { data, error } = await client.rpc("buscar_produtos", {
    termo: searching ? query!.trim() : null,
    categoria,
    limite: 1,
    deslocamento: (page - 1) * PRODUCTS_PER_PAGE,
  });
  if (error) throw new Error(`[search-pages] buscar_produtos: ${error.message}`);
  return data.length > 0;
}

async function activeCategory(client: Reader, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await client.from("categorias").select("id, ativo").eq("id", id).maybeSingle();
  if (error) throw new Error(`[search-pages] categorias: ${error.message}`);
  return data?.ativo ? data.id : null;
}
