import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

type Client = SupabaseClient<Database>;

export type InvitedAccount =
  | {
      ok: true;
      id: string;
      /** false: Auth handed back an unconfirmed account an earlier invitation made, which this call must not undo */
      justCreated: boolean;
    }
  | { ok: false; error: "accountExists" | "inviteFailed" | "databaseRefused" };

// Auth invites an unconfirmed address again and answers with that account: made within this minute, it is ours
const JUST_CREATED_MS = 60_000;

/**
 * An account created for someone else ('Novo Administrador', 'Nova Empresa'), with the secret-key client: Supabase
 * Auth makes it and e-mails the invitation (supabase/templates/invite.html, whose sentence is `data.convite`), and
 * the new-user trigger reads `data` in the same transaction.
 */
export async function inviteAccount(
  admin: Client,
  email: string,
  options: { redirectTo: string; data: Record<string, unknown> & { convite: string } },
): Promise<InvitedAccount> {
  const invited = await admin.auth.admin.inviteUserByEmail(email, options);
  if (invited.error || !invited.data.user) {
    const error = invited.error;
    if (error?.code === "email_exists" || error?.status === 422) return { ok: false, error: "accountExists" };
    // the new-user trigger refused the metadata (Auth: "Database error saving new user")
    if (error?.code === "unexpected_failure" || error?.status === 500)
      return { ok: false, error: "databaseRefused" };
    return { ok: false, error: "inviteFailed" };
  }
  const { id, created_at } = invited.data.user;
  return { ok: true, id, justCreated: Date.now() - Date.parse(created_at) < JUST_CREATED_MS };
}

/** The profile's name (perfis.nome_completo), which an administrator cannot write for another account through RLS. */
export async function setProfileName(admin: Client, id: string, name: string): Promise<boolean> {
  const { error } = await admin.from("perfis").update({ nome_completo: name }).eq("user_id", id);
  return !error;
}
