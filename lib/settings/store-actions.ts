"use server";

import type { AppUser } from "@/lib/auth/types";
import { storeChangeTags } from "@/lib/catalog/tags";
import { expireTags } from "@/lib/catalog/expire";
import { requireAccountType } from "@/lib/data/access";
import { getOwnedStore } from "@/lib/data/my-store";
import { isWeekDraft, validateOpeningHours, toWeekDraft } from "@/lib/settings/opening-hours";
import {
  hoursPatchOf,
  profilePatchOf,
  type HoursPatch,
  type HoursSaveResult,
  type ProfilePatch,
  type ProfileSaveResult,
  type SettingsSaveError,
} from "@/lib/settings/store-rows";
import { toProfileDraft, validateStoreProfile } from "@/lib/settings/store-profile";
import { updateStore } from "@/lib/settings/store-writes";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * /company/config's saves, as the signed-in owner: the account type and the ownership are checked here,
 * the database decides again (RLS, column grants, checks); then the store's cache tags expire, so its
 * public page and the lists show the change on their next request. Errors are companySettings keys.
 */

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
export async function saveStoreProfile(values: unknown): Promise<ProfileSaveResult> {
  const user = await requireAccountType("empresa");
  const parsed = validateStoreProfile(values);
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  const written = await writeOwnStore(user, profilePatchOf(parsed.data));
  return written.ok ? { ok: true, profile: toProfileDraft(parsed.data) } : written;
}

/** 'Salvar horários': the whole week at once. */
export async function saveOpeningHours(values: unknown): Promise<HoursSaveResult> {
  const user = await requireAccountType("empresa");
  if (!isWeekDraft(values)) return { ok: false, error: "invalid" };
  const parsed = validateOpeningHours(values);
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  const written = await writeOwnStore(user, hoursPatchOf(parsed.data));
  return written.ok ? { ok: true, hours: toWeekDraft(parsed.data) } : written;
}
