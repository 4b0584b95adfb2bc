import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";
import type { temaRow } from "@/lib/theme/rows";

/**
 * The theme writes of the editor, through a Supabase client signed in as the visitor: RLS lets only an
 * administrator's update match the one row (supabase/migrations/20250901120300_tema.sql), so anyone else's
 * call changes nothing and is told 'forbidden'. The server actions pass the request's client.
 */

type Client = SupabaseClient<Database>;

/** Keys of adminTheme.errors. */
export type ThemeWriteResult = { ok: true } | { ok: false; error: "forbidden" | "unexpected" };

const refused = (error: { code?: string }): ThemeWriteResult => ({
  ok: false,
  error: error.code === "42501" ? "forbidden" : "unexpected",
});

/** 'Salvar': the editor's columns on the theme row. */
export async function updateTheme(
  client: Client,
  row: ReturnType<typeof temaRow>,
): Promise<ThemeWriteResult> {
  const { data, error } = await client.from("tema").update(row).eq("id", true).select("id");
  if (error) return refused(error);
  // RLS filtered the row out: not an administrator
  return data.length > 0 ? { ok: true } : { ok: false, error: "forbidden" };
}

/** 'Restaurar padrão': the row back to its column defaults (public.restaurar_tema_padrao). */
export async function restoreTheme(client: Client): Promise<ThemeWriteResult> {
  const { data, error } = await client.rpc("restaurar_tema_padrao");
  if (error) return refused(error);
  return data === true ? { ok: true } : { ok: false, error: "forbidden" };
}
