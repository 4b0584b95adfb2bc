"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";

import { writeAdvertiserAccount } from "@/lib/advertiser/account-writes";
import {
  validateAdvertiserSettings,
  type AdvertiserSettings,
  type AdvertiserSettingsField,
} from "@/lib/advertiser/settings";
import { requireAccountType } from "@/lib/data/access";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type SettingsActionResult = FormResult<AdvertiserSettingsField>;

async function failed(): Promise<SettingsActionResult> {
  return formFailure((await getTranslations("advertiserSettings"))("saveFailed"));
}

/**
 * /advertiser/settings' 'Salvar alterações': the advertiser's contact details and e-mail preferences in
 * their anunciantes row, as themselves (RLS: only their own; the plan is not theirs to change). The e-mail
 * is the login's and is not changed here.
 */
export async function saveAdvertiserSettings(values: unknown): Promise<SettingsActionResult> {
  const user = await requireAccountType("anunciante");
  const parsed = validateAdvertiserSettings({ ...(values as AdvertiserSettings), email: user.email });
  if ("errors" in parsed) {
    const t = await getTranslations("advertiserSettings");
    const fieldErrors: Partial<Record<AdvertiserSettingsField, string>> = {};
    for (const [field, key] of Object.entries(parsed.errors) as [AdvertiserSettingsField, string][]) {
      fieldErrors[field] = t(`errors.${key}` as "errors.invalid");
    }
    return formFailure(t("invalidTitle"), { fieldErrors });
  }
  const row = {
    empresa: parsed.data.companyName,
    contato: parsed.data.contactName,
    telefone: parsed.data.phone,
    site: parsed.data.website,
    notificacoes: parsed.data.notifications,
  };
  try {
    if (!(await writeAdvertiserAccount(await createSupabaseServerClient(), user.id, row))) return failed();
  } catch {
    return failed();
  }
  refresh();
  return formSuccess();
}
