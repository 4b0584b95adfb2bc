import type { SupabaseClient } from "@supabase/supabase-js";

import { oneRowAnswer, type RowAnswer } from "@/lib/admin/row-answer";
import type { ContatoPlataforma, Database } from "@/lib/supabase/database.types";

/**
 * The writes of /admin/settings, through a Supabase client signed in as the visitor: row-level security decides
 * (20251201120400_contato_plataforma.sql: settings.edit), so an account without it changes nothing.
 */

type Client = SupabaseClient<Database>;

/** Keys of adminSettings.contact.errors. */
export type ContactWriteError = "forbidden" | "notFound" | "invalid" | "unexpected";

/** PostgreSQL's answer as the screen explains it. */
export function contactWriteError(error: { code?: string | null }): ContactWriteError {
  switch (error.code) {
    case "42501": // insufficient_privilege: the column grants
      return "forbidden";
    case "23514": // check_violation: an e-mail, WhatsApp or hours the table does not keep
      return "invalid";
    default:
      return "unexpected";
  }
}

/** 'Contato da Vitrine': the one row, as the caller; an update RLS filters out answers notFound. */
export async function updatePlatformContact(
  client: Client,
  row: Pick<ContatoPlataforma, "email" | "whatsapp" | "horario">,
): Promise<RowAnswer<ContactWriteError>> {
  const { data, error } = await client.from("contato_plataforma").update(row).eq("id", true).select("email");
  return oneRowAnswer(data, error, contactWriteError);
}
