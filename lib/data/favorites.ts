import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import { companyFromLoja, LOJA_COLUMNS, PRODUTO_COLUMNS, productFromProduto } from "@/lib/catalog/rows";
import { favoritesFromRows } from "@/lib/favorites/rows";
import { FAVORITES_LIST_LIMIT, type Favorite } from "@/lib/favorites/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * A cliente's favourites (public.favoritos), read and written as them: RLS lets each shopper read, add and
 * remove only their own, and add only products and stores they can see. Other account types keep none.
 */

type Viewer = Pick<AppUser, "id" | "type">;

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao ${what}: ${error.message}`);
}

/** The newest favourites (at most FAVORITES_LIST_LIMIT), with their products' and stores' names and pictures. */
export const getFavorites = cache(async (user: Viewer): Promise<Favorite[]> => {
  if (user.type !== "cliente") return [];
  const supabase = await createSupabaseServerClient();
  const { data: rows, error } = await supabase
    .from("favoritos")
    .select("produto_id, loja_id")
    .eq("cliente_id", user.id)
    .order("created_at", { ascending: false })
    .limit(FAVORITES_LIST_LIMIT);
  if (error) failed("ler os favoritos", error);
  const productIds = rows.flatMap((row) => (row.produto_id ? [row.produto_id] : []));
  const products = productIds.length
    ? await supabase.from("produtos").select(PRODUTO_COLUMNS).in("id", productIds)
    : { data: [], error: null };
  if (products.error) failed("ler os produtos favoritos", products.error);
  const storeIds = [
    ...new Set([
      ...rows.flatMap((row) => (row.loja_id ? [row.loja_id] : [])),
      ...products.data.map((product) => product.loja_id),
    ]),
  ];
  const stores = storeIds.length
    ? await supabase.from("lojas").select(LOJA_COLUMNS).in("id", storeIds)
    : { data: [], error: null };
  if (stores.error) failed("ler as lojas favoritas", stores.error);
  return favoritesFromRows(rows, products.data.map(productFromProduto), stores.data.map(companyFromLoja));
});

/** Whether the product is one of the cliente's favourites. */
export async function isFavoriteProduct(user: Viewer, productId: string): Promise<boolean> {
  if (user.type !== "cliente") return false;
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("favoritos")
    .select("id")
    .eq("cliente_id", user.id)
    .eq("produto_id", productId)
    .limit(1);
  if (error) failed("ler o favorito", error);
  return data.length > 0;
}

/** Adds or removes a product favourite; adding one that is already there counts as done. */
export async function setFavoriteProduct(
  user: Viewer,
  productId: string,
  favorite: boolean,
): Promise<boolean> {
  if (user.type !== "cliente") return false;
  const supabase = await createSupabaseServerClient();
  if (favorite) {
    const { error } = await supabase.from("favoritos").insert({ produto_id: productId });
    // 23505: already a favourite (another tab, a double tap)
    if (error && error.code !== "23505") console.error("setFavoriteProduct:", error.message);
    return !error || error.code === "23505";
  }
  const { error } = await supabase
    .from("favoritos")
    .delete()
    .eq("cliente_id", user.id)
    .eq("produto_id", productId);
  if (error) console.error("setFavoriteProduct:", error.message);
  return !error;
}
