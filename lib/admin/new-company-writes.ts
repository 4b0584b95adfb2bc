import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { NewCompanyForm } from "@/lib/admin/new-company-form";
import { businessSignUpData } from "@/lib/auth/sign-up-schema";
import type { Database } from "@/lib/supabase/database.types";

type Client = SupabaseClient<Database>;

/** Keys of adminCompanies.newCompanyForm.errors. */
export type NewCompanyError = "accountExists" | "inviteFailed" | "storeRefused" | "unexpected";
export type NewCompanyResult =
  { ok: true; storeId: string; ownerId: string } | { ok: false; error: NewCompanyError };

// an invitation to an address Auth already knows unconfirmed hands back that account, which this call did not make
const JUST_CREATED_MS = 60_000;

/**
 * 'Nova Empresa': Supabase Auth creates the owner's account and e-mails the invitation (its link sets the first
 * password), with the business sign-up's metadata, so the database trigger makes the empresa account, its pending
 * store and the ownership in the same transaction as the account (private.handle_new_user), exactly as a business
 * that signs itself up. Needs the secret-key client: nobody may create an account for someone else through RLS.
 */
export async function inviteCompanyOwner(
  admin: Client,
  form: NewCompanyForm,
  mail: { redirectTo: string; /** {{ .Data.convite }} of the invitation */ invitation: string },
): Promise<NewCompanyResult> {
  const invited = await admin.auth.admin.inviteUserByEmail(form.email, {
    redirectTo: mail.redirectTo,
    data: { ...businessSignUpData(form), nome_completo: form.ownerName, convite: mail.invitation },
  });
  if (invited.error || !invited.data.user) {
    const error = invited.error;
    if (error?.code === "email_exists" || error?.status === 422) return { ok: false, error: "accountExists" };
    // the trigger refused the store (Auth: "Database error saving new user")
    if (error?.code === "unexpected_failure" || error?.status === 500)
      return { ok: false, error: "storeRefused" };
    return { ok: false, error: "inviteFailed" };
  }
  const user = invited.data.user;
  if (Date.now() - Date.parse(user.created_at) >= JUST_CREATED_MS)
    return { ok: false, error: "accountExists" };
  const { data: membership, error } = await admin
    .from("membros_loja")
    .select("loja_id")
    .eq("user_id", user.id)
    .eq("papel", "dono")
    .maybeSingle();
  if (error || !membership) {
    await admin.auth.admin.deleteUser(user.id);
    return { ok: false, error: "unexpected" };
  }
  // the owner's name on their profile, which no administrator writes for another account through RLS
  await admin.from("perfis").update({ nome_completo: form.ownerName }).eq("user_id", user.id);
  return { ok: true, storeId: membership.loja_id, ownerId: user.id };
}
