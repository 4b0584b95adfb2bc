import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

/**
 * A store owner's product writes, through a Supabase client signed in as the owner: row-level security
 * decides (supabase/migrations/20250701120100_produtos.sql), so a write to another store's product changes
 * no row, and the database trigger refuses a product past the plan's limit. The server actions pass the
 * request's client; tests pass one signed in through supabase-js.
 */

type Client = SupabaseClient<Database>;
type ProductInsert = Database["public"]["Tables"]["produtos"]["Insert"];
type ProductUpdate = Database["public"]["Tables"]["produtos"]["Update"];

/** Keys of companyProducts.errors. */
export type ProductWriteError = "planLimit" | "forbidden" | "notFound" | "invalid" | "unexpected";
export type ProductWriteResult = { ok: true; id: string } | { ok: false; error: ProductWriteError };

type PostgrestLikeError = { code?: string | null; message?: string | null };

/** PostgreSQL's answer as the owner's screen explains it. */
export function productWriteError(error: PostgrestLikeError): ProductWriteError {
  switch (error.code) {
    case "P0001": // raise exception: the plan trigger's stable message
      return error.message === "limite_produtos_plano" ? "planLimit" : "unexpected";
    case "42501": // insufficient_privilege: RLS refused the new row, or a column the owner may not write
      return "forbidden";
    case "23503": // foreign_key_violation: a category that no longer exists
    case "23514": // check_violation: name, description or price out of bounds
    case "22P02": // invalid_text_representation (a malformed uuid)
    case "22003": // numeric_value_out_of_range
      return "invalid";
    default:
      return "unexpected";
  }
}

/** An update or delete RLS filters out matches no row: no error, nothing returned. */
function oneRow(
  id: string,
  data: { id: string }[] | null,
  error: PostgrestLikeError | null,
): ProductWriteResult {
  if (error) return { ok: false, error: productWriteError(error) };
  return data && data.length > 0 ? { ok: true, id } : { ok: false, error: "notFound" };
}

export async function insertProduct(client: Client, row: ProductInsert): Promise<ProductWriteResult> {
  const { data, error } = await client.from("produtos").insert(row).select("id").single();
  if (error || !data) return { ok: false, error: productWriteError(error ?? {}) };
  return { ok: true, id: data.id };
}

/** Only a product of `storeId`: an id of another store's product changes nothing, whatever RLS allows. */
export async function updateProduct(
  client: Client,
  storeId: string,
  id: string,
  patch: ProductUpdate,
): Promise<ProductWriteResult> {
  const { data, error } = await client
    .from("produtos")
    .update(patch)
    .eq("id", id)
    .eq("loja_id", storeId)
    .select("id");
  return oneRow(id, data, error);
}

export async function deleteProduct(
  client: Client,
  storeId: string,
  id: string,
): Promise<ProductWriteResult> {
  const { data, error } = await client
    .from("produtos")
    .delete()
    .eq("id", id)
    .eq("loja_id", storeId)
    .select("id");
  return oneRow(id, data, error);
}
