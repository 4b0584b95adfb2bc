import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import type { HoursPatch, ProfilePatch, SettingsSaveError } from "@/lib/settings/store-rows";

/**
 * The owner's writes of their store's row, through a client signed in as them: row-level security and
 * the column grants decide (supabase/migrations/20250701120000_lojas.sql), so another owner's or a
 * cliente's call changes nothing. The server actions pass the request's client; tests pass a supabase-js one.
 */

type Client = SupabaseClient<Database>;

export type StoreWriteResult = { ok: true } | { ok: false; error: SettingsSaveError };

/** PostgreSQL's answer as the screen explains it. */
export function storeWriteError(error: { code?: string | null }): SettingsSaveError {
  switch (error.code) {
    case "42501": // insufficient_privilege: a column or row that is not the owner's
      return "refused";
    case "23514": // check_violation (the table's own checks, horarios_are_valid)
    case "22P02": // invalid_text_representation
      return "invalid";
    default:
      return "unexpected";
  }
}

/** Updates one store; a row RLS hides (not the caller's store) matches nothing: refused. */
export async function updateStore(
  client: Client,
  storeId: string,
  patch: ProfilePatch | HoursPatch,
): Promise<StoreWriteResult> {
  const { data, error } = await client.from("lojas").update(patch).eq("id", storeId).select("id");
  if (error) return { ok: false, error: storeWriteError(error) };
  return data && data.length > 0 ? { ok: true } : { ok: false, error: "refused" };
}
