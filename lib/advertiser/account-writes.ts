import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

type AccountRow = Omit<Database["public"]["Tables"]["anunciantes"]["Insert"], "user_id" | "plano_id">;

/**
 * Saves fields of the advertiser's own anunciantes row, as themselves (RLS: only their own; the plan is the
 * service role's): an update, or the row's first insert when the advertiser never saved anything. False when the
 * database refused.
 */
export async function writeAdvertiserAccount(
  supabase: SupabaseClient<Database>,
  userId: string,
  row: AccountRow,
): Promise<boolean> {
  const updated = await supabase.from("anunciantes").update(row).eq("user_id", userId).select("user_id");
  if (updated.error) return false;
  if ((updated.data ?? []).length > 0) return true;
  const inserted = await supabase.from("anunciantes").insert({ user_id: userId, ...row });
  return !inserted.error;
}
