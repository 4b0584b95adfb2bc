import "server-only";

import type { AppUser } from "@/lib/auth/types";
import type { ProfileForm } from "@/lib/profile/profile-form";
import {
  customerPreferencesSchema,
  DEFAULT_PREFERENCES,
  type CustomerPreferences,
} from "@/lib/settings/preferences";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * A shopper's own profile writes and preferences, as them: RLS lets each person change only their own perfis
 * row, and the column grants only nome_completo, nome_mostrado, telefone, pagamento_preferido and preferencias.
 */

type Viewer = Pick<AppUser, "id" | "type">;

export type ProfileSave = "ok" | "taken" | "failed";

/** Saves name, display name and phone; 'taken' when another account's display name looks the same. */
export async function updateOwnProfile(user: Viewer, form: ProfileForm): Promise<ProfileSave> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("perfis")
    .update({
      nome_completo: form.name,
      nome_mostrado: form.displayName === "" ? null : form.displayName,
      telefone: form.phone === "" ? null : form.phone,
    })
    .eq("user_id", user.id)
    .select("user_id");
  // 23505: the unique key that folds case, accents and lookalike letters (migrations 20250615*, 20250620*)
  if (error?.code === "23505") return "taken";
  if (error) {
    console.error("updateOwnProfile:", error.message);
    return "failed";
  }
  // no row back: RLS let nothing change
  return data.length === 1 ? "ok" : "failed";
}

/** The saved preferences, or the defaults when none were saved yet. A failed read throws. */
export async function getOwnPreferences(user: Viewer): Promise<CustomerPreferences> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("perfis")
    .select("preferencias")
    .eq("user_id", user.id)
    .maybeSingle();
  if (error) throw new Error(`Falha ao ler as preferências: ${error.message}`);
  const parsed = customerPreferencesSchema.safeParse(data?.preferencias);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

/** Stores the preferences on the person's own row; false when nothing was saved. */
export async function saveOwnPreferences(user: Viewer, preferences: CustomerPreferences): Promise<boolean> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("perfis")
    .update({ preferencias: preferences })
    .eq("user_id", user.id)
    .select("user_id");
  if (error) console.error("saveOwnPreferences:", error.message);
  return !error && data.length === 1;
}

/**
 * Deletes the signed-in cliente's account (public.excluir_minha_conta, migration 20251001120300): their orders
 * stay anonymised in the stores' books; profile, addresses and favourites go with the account.
 */
export async function deleteOwnAccount(): Promise<boolean> {
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.rpc("excluir_minha_conta");
  if (error) console.error("deleteOwnAccount:", error.message);
  return !error;
}
