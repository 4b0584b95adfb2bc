"use server";

import { getTranslations } from "next-intl/server";

import { requireArea } from "@/lib/data/access";
import { saveOwnPreferences } from "@/lib/data/profile";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { customerPreferencesSchema } from "@/lib/settings/preferences";

/** /customer/config: stores the shopper's switches on their own perfis row (RLS and a CHECK on its shape decide). */
export async function saveCustomerPreferences(preferences: unknown): Promise<FormResult> {
  const user = await requireArea("customer");
  const t = await getTranslations("customerSettings");
  const parsed = customerPreferencesSchema.strict().safeParse(preferences);
  if (!parsed.success || !(await saveOwnPreferences(user, parsed.data))) return formFailure(t("saveFailed"));
  return formSuccess(t("saved"));
}
