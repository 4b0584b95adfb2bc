import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import type { NewCompanyForm } from "@/lib/admin/new-company-form";
import { inviteAccount, setProfileName } from "@/lib/admin/invite-account";
import { businessSignUpData } from "@/lib/auth/sign-up-schema";
import type { Database } from "@/lib/supabase/database.types";

type Client = SupabaseClient<Database>;

/** Keys of adminCompanies.newCompanyForm.errors. */
export type NewCompanyError = "accountExists" | "inviteFailed" | "storeRefused" | "unexpected";
export type NewCompanyResult =
  { ok: true; storeId: string; ownerId: string } | { ok: false; error: NewCompanyError };

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
  const invited = await inviteAccount(admin, form.email, {
    redirectTo: mail.redirectTo,
    data: { ...businessSignUpData(form), nome_completo: form.ownerName, convite: mail.invitation },
  });
  if (!invited.ok)
    return { ok: false, error: invited.error === "databaseRefused" ? "storeRefused" : invited.error };
  // an earlier invitation's account (a team member's, say) is not a new owner: it made no store now
  if (!invited.justCreated) return { ok: false, error: "accountExists" };
  const { data: membership, error } = await admin
    .from("membros_loja")
    .select("loja_id")
    .eq("user_id", invited.id)
    .eq("papel", "dono")
    .maybeSingle();
  if (error || !membership) {
    await admin.auth.admin.deleteUser(invited.id);
    return { ok: false, error: "unexpected" };
  }
  await setProfileName(admin, invited.id, form.ownerName);
  return { ok: true, storeId: membership.loja_id, ownerId: invited.id };
}
