"use server";

import { refusalFor } from "@/lib/admin/require-permission";
import { updatePlatformContact } from "@/lib/admin/settings-writes";
import { PLATFORM_CONTACT_CACHE_TAG } from "@/lib/data/platform-contact";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";
import { expireTags } from "@/lib/server/expire-tags";
import { contactFormSchema, contactRow } from "@/lib/settings/platform-contact";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Contato da Vitrine' on /admin/settings: only an administrator whose row grants settings.edit (RLS asks again),
 * then the footer of every page and the help page read the new contact on their next request.
 */
export const savePlatformContact = validatedAction(
  {
    schema: contactFormSchema,
    namespace: "adminSettings.contact.errors",
    keep: ["email", "whatsapp", "hours"],
  },
  async (data, t) => {
    const refusal = await refusalFor("settings.edit");
    if (refusal) return formFailure(refusal);
    let result;
    try {
      result = await updatePlatformContact(await createSupabaseServerClient(), contactRow(data));
    } catch {
      return formFailure(t("unexpected"));
    }
    if (!result.ok) return formFailure(t(result.error));
    expireTags([PLATFORM_CONTACT_CACHE_TAG]);
    return formSuccess();
  },
);
