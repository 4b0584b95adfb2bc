"use server";

import { getTranslations } from "next-intl/server";

import type { AppUser } from "@/lib/auth/types";
import { storeChangeTags } from "@/lib/catalog/tags";
import { expireTags } from "@/lib/server/expire-tags";
import { requireAccountType } from "@/lib/data/access";
import { getOwnedStore } from "@/lib/data/my-store";
import { formFailure, formSuccessWith, type FormResult } from "@/lib/forms/result";
import {
  flatHoursErrors,
  isWeekDraft,
  validateOpeningHours,
  toWeekDraft,
  type HoursField,
  type WeekDraft,
} from "@/lib/settings/opening-hours";
import {
  hoursPatchOf,
  profilePatchOf,
  type HoursPatch,
  type ProfilePatch,
  type SettingsSaveError,
} from "@/lib/settings/store-rows";
import {
  toProfileDraft,
  validateStoreProfile,
  type ProfileField,
  type StoreProfileDraft,
} from "@/lib/settings/store-profile";
import { updateStore } from "@/lib/settings/store-writes";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * /company/config's saves, as the signed-in owner: the account type and the ownership are checked here,
 * the database decides again (RLS, column grants, checks); then the store's cache tags expire, so its
 * public page and the lists show the change on their next request. Messages are in Portuguese.
 */

/** 'Salvar perfil' hands back the profile in its stored shape ('@' added, CEP with its dash). */
export type ProfileSave = FormResult<ProfileField, StoreProfileDraft>;
/** 'Salvar horários' hands back the week as stored. */
export type HoursSave = FormResult<HoursField, WeekDraft>;

async function refusal(error: SettingsSaveError) {
  const t = await getTranslations("companySettings.saveErrors");
  return formFailure<never>(t(error));
}

async function writeOwnStore(
  user: AppUser,
  patch: ProfilePatch | HoursPatch,
): Promise<{ ok: true } | { ok: false; error: SettingsSaveError }> {
  const store = await getOwnedStore(user);
  if (!store) return { ok: false, error: "refused" };
  let result: Awaited<ReturnType<typeof updateStore>>;
  try {
    result = await updateStore(await createSupabaseServerClient(), store.id, patch);
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (result.ok) expireTags(storeChangeTags(store.id));
  return result;
}

/** 'Salvar perfil': name, description, contacts, address and delivery. */
export async function saveStoreProfile(values: unknown): Promise<ProfileSave> {
  const user = await requireAccountType("empresa");
  const parsed = validateStoreProfile(values);
  if (!parsed.ok) {
    const t = await getTranslations("companySettings");
    const fieldErrors: Partial<Record<ProfileField, string>> = {};
    for (const [field, key] of Object.entries(parsed.errors) as [ProfileField, string][]) {
      fieldErrors[field] = t(`errors.${key}` as "errors.nameRequired");
    }
    return formFailure(t("fixErrors"), { fieldErrors });
  }
  const written = await writeOwnStore(user, profilePatchOf(parsed.data));
  return written.ok ? formSuccessWith(toProfileDraft(parsed.data)) : refusal(written.error);
}

/** 'Salvar horários': the whole week at once. */
export async function saveOpeningHours(values: unknown): Promise<HoursSave> {
  const user = await requireAccountType("empresa");
  if (!isWeekDraft(values)) return refusal("invalid");
  const parsed = validateOpeningHours(values);
  if (!parsed.ok) {
    const t = await getTranslations("companySettings");
    return formFailure(t("fixHours"), {
      fieldErrors: flatHoursErrors(parsed.errors, (key) => t(`errors.${key}`)),
    });
  }
  const written = await writeOwnStore(user, hoursPatchOf(parsed.data));
  return written.ok ? formSuccessWith(toWeekDraft(parsed.data)) : refusal(written.error);
}
