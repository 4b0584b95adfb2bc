import type { SupabaseClient } from "@supabase/supabase-js";

import { oneRowAnswer } from "@/lib/admin/row-answer";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The category writes of 'Gestão de Categorias', through a Supabase client signed in as the visitor:
 * row-level security decides (supabase/migrations/20250601120100_categorias.sql), so a cliente's forged
 * call is refused by the database itself. The server actions pass the request's client; tests pass one
 * signed in through supabase-js.
 */

type Client = SupabaseClient<Database>;
type CategoryInsert = Database["public"]["Tables"]["categorias"]["Insert"];
type CategoryUpdate = Database["public"]["Tables"]["categorias"]["Update"];

/** Keys of adminCategories.errors. */
export type CategoryWriteError = "duplicateSlug" | "forbidden" | "notFound" | "invalid" | "unexpected";
export type CategoryWriteResult = { ok: true; id: string } | { ok: false; error: CategoryWriteError };

/** PostgreSQL's answer as the screen explains it. */
export function categoryWriteError(error: { code?: string | null }): CategoryWriteError {
  switch (error.code) {
    case "23505": // unique_violation: categorias.slug
      return "duplicateSlug";
    case "42501": // insufficient_privilege: RLS refused the new row
      return "forbidden";
    case "23514": // check_violation
    case "22P02": // invalid_text_representation (a malformed uuid)
      return "invalid";
    default:
      return "unexpected";
  }
}

function oneRow(
  id: string,
  data: { id: string }[] | null,
  error: { code?: string } | null,
): CategoryWriteResult {
  const answer = oneRowAnswer(data, error, categoryWriteError);
  return answer.ok ? { ok: true, id } : answer;
}

export async function insertCategory(client: Client, row: CategoryInsert): Promise<CategoryWriteResult> {
  const { data, error } = await client.from("categorias").insert(row).select("id").single();
  if (error || !data) return { ok: false, error: categoryWriteError(error ?? {}) };
  return { ok: true, id: data.id };
}

export async function updateCategory(
  client: Client,
  id: string,
  patch: CategoryUpdate,
): Promise<CategoryWriteResult> {
  const { data, error } = await client.from("categorias").update(patch).eq("id", id).select("id");
  return oneRow(id, data, error);
}

export async function deleteCategory(client: Client, id: string): Promise<CategoryWriteResult> {
  const { data, error } = await client.from("categorias").delete().eq("id", id).select("id");
  return oneRow(id, data, error);
}
