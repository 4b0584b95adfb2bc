"use server";

import { refresh } from "next/cache";

import {
  validateAdvertiserSettings,
  type AdvertiserSettings,
  type AdvertiserSettingsErrors,
} from "@/lib/advertiser/settings";
import { requireAccountType } from "@/lib/data/access";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type SettingsActionResult =
  { ok: true } | { ok: false; error: "invalid" | "unexpected"; fieldErrors?: AdvertiserSettingsErrors };

/**
 * /advertiser/settings' 'Salvar alterações': the advertiser's contact details and e-mail preferences in
 * their anunciantes row, as themselves (RLS: only their own; the plan is not theirs to change). The e-mail
 * is the login's and is not changed here.
 */
export async function saveAdvertiserSettings(values: unknown): Promise<SettingsActionResult> {
  const user = await requireAccountType("anunciante");
  const parsed = validateAdvertiserSettings({ ...(values as AdvertiserSettings), email: user.email });
  if ("errors" in parsed) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  const row = {
    empresa: parsed.data.companyName,
    contato: parsed.data.contactName,
    telefone: parsed.data.phone,
    site: parsed.data.website,
    notificacoes: parsed.data.notifications,
  };
  try {
    const supabase = await createSupabaseServerClient();
    const updated = await supabase.from("anunciantes").update(row).eq("user_id", user.id).select("user_id");
    if (updated.error) return { ok: false, error: "unexpected" };
    if ((updated.data ?? []).length === 0) {
      const inserted = await supabase.from("anunciantes").insert({ user_id: user.id, ...row });
      if (inserted.error) return { ok: false, error: "unexpected" };
    }
  } catch {
    return { ok: false, error: "unexpected" };
  }
  refresh();
  return { ok: true };
}
