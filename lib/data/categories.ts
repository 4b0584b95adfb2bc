import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import type { Categoria } from "@/lib/supabase/database.types";
import { createPublicClient } from "@/lib/supabase/public";

export type { Categoria };

/** Tag to pass to revalidateTag/updateTag after categorias change. */
export const CATEGORIES_CACHE_TAG = "categorias";

/**
 * spec 7: every category, all columns, ordered by nome ascending. Public data, cached for hours and
 * tagged; a failure throws, so an error is never cached.
 */
export async function getCategories(): Promise<Categoria[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(CATEGORIES_CACHE_TAG);
  const { data, error } = await createPublicClient()
    .from("categorias")
    .select("*")
    .order("nome", { ascending: true });
  if (error) throw new Error(`Falha ao carregar categorias: ${error.message}`);
  return data;
}
