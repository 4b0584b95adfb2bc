import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import { roleToPapel } from "@/lib/admin/administrator-rows";
import { inviteAccount, setProfileName } from "@/lib/admin/invite-account";
import { oneRowAnswer } from "@/lib/admin/row-answer";
import type { AdminRole, PermissionSet } from "@/lib/admin/types";
import type { Database, Json } from "@/lib/supabase/database.types";

/**
 * The team's writes. The row of public.administradores always goes through the caller's own client, so RLS
 * and the table's trigger decide (users.edit / users.delete, no superadmin removed, nothing granted beyond the
 * caller's own); the account itself (invite, delete, the name on its profile) needs the secret-key client,
 * which only these functions receive, and only after the action checked the caller's permission.
 */

type Client = SupabaseClient<Database>;

/** Keys of adminUsers.errors. */
export type TeamWriteError =
  | "forbidden"
  | "self"
  | "superadminOnly"
  | "superadminProtected"
  | "grantBeyondOwn"
  | "accountExists"
  | "notFound"
  | "inviteFailed"
  | "unexpected";
export type TeamWriteResult = { ok: true; id: string } | { ok: false; error: TeamWriteError };

/** PostgreSQL's refusal (the trigger's message names the rule) as the screen explains it. */
export function teamWriteError(error: { code?: string | null; message?: string | null }): TeamWriteError {
  if (error.code === "23505") return "accountExists"; // the account already has a team row
  if (error.code !== "42501") return "unexpected";
  switch (error.message) {
    case "superadmin_protegido":
      return "superadminProtected";
    case "administrador_proprio":
      return "self";
    case "somente_superadmin":
      return "superadminOnly";
    case "permissao_maior_que_a_sua":
      return "grantBeyondOwn";
    default:
      return "forbidden";
  }
}

export type NewAdministrator = {
  name: string;
  email: string;
  role: AdminRole;
  permissions: PermissionSet;
  createdBy: string;
  /** where the invitation's link leads: the app's confirm route, then /nova-senha */
  redirectTo: string;
  /** the invitation e-mail's sentence ({{ .Data.convite }} in supabase/templates/invite.html) */
  invitation: string;
};

/**
 * 'Novo Administrador': Supabase Auth creates the account and e-mails the invitation (the link sets the first
 * password); then the team row is inserted as the caller. A refused row deletes the account if it just made it.
 */
export async function inviteAdministrator(
  session: Client,
  admin: Client,
  input: NewAdministrator,
): Promise<TeamWriteResult> {
  const invited = await inviteAccount(admin, input.email, {
    redirectTo: input.redirectTo,
    data: { nome_completo: input.name, convite: input.invitation },
  });
  if (!invited.ok)
    return { ok: false, error: invited.error === "accountExists" ? "accountExists" : "inviteFailed" };
  const id = invited.id;
  const { error } = await session
    .from("administradores")
    .insert({
      user_id: id,
      papel: roleToPapel(input.role),
      permissoes: input.permissions as unknown as Json,
      created_by: input.createdBy,
    })
    .select("user_id")
    .single();
  if (error) {
    // only an account this call created goes back out
    if (invited.justCreated) await admin.auth.admin.deleteUser(id);
    return { ok: false, error: teamWriteError(error) };
  }
  return (await setProfileName(admin, id, input.name))
    ? { ok: true, id }
    : { ok: false, error: "unexpected" };
}

/** Editar: role and permissions as the caller (RLS and the trigger decide), then the name. */
export async function updateAdministrator(
  session: Client,
  admin: Client,
  id: string,
  input: { name: string; role: AdminRole; permissions: PermissionSet },
): Promise<TeamWriteResult> {
  const { data, error } = await session
    .from("administradores")
    .update({ papel: roleToPapel(input.role), permissoes: input.permissions as unknown as Json })
    .eq("user_id", id)
    .select("user_id");
  const answer = oneRowAnswer(data, error, teamWriteError);
  if (!answer.ok) return answer;
  return (await setProfileName(admin, id, input.name))
    ? { ok: true, id }
    : { ok: false, error: "unexpected" };
}

/**
 * Excluir: the team row as the caller (users.delete; the trigger refuses a superadmin and oneself), then the
 * account. Were the account's deletion to fail, the row is already gone and the profile unconfigured, so the
 * account can no longer sign in.
 */
export async function removeAdministrator(
  session: Client,
  admin: Client,
  id: string,
): Promise<TeamWriteResult> {
  const { data, error } = await session.from("administradores").delete().eq("user_id", id).select("user_id");
  const answer = oneRowAnswer(data, error, teamWriteError);
  if (!answer.ok) return answer;
  const deleted = await admin.auth.admin.deleteUser(id);
  return deleted.error ? { ok: false, error: "unexpected" } : { ok: true, id };
}
