"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { toBackendError } from "@/lib/auth/backend-error";
import {
  currentPasswordErrorKey,
  passwordChangeSchema,
  passwordUpdateErrorKey,
} from "@/lib/auth/change-password";
import { passwordSaveFailure } from "@/lib/auth/password-save-failure";
import { getCurrentUser } from "@/lib/auth/session";
import { verifyCurrentPassword } from "@/lib/auth/verify-password";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Alterar Senha' (product.md §5 and §8): the current password is proved by a sign-in that leaves this session
 * alone and counts against the shopper's sign-in limit, then Auth sets the new one for the signed-in user. Auth
 * keeps this session and ends the others; @supabase/ssr rewrites this browser's cookies. No password is echoed.
 */
export const changePassword = validatedAction(
  { schema: passwordChangeSchema, namespace: "changePassword.errors", keep: [] },
  async ({ currentPassword, newPassword }, t) => {
    // undefined: the backend did not answer; null: no session (it ended while the form was open)
    const user = await getCurrentUser().catch(() => undefined);
    if (user === undefined) return formFailure(t("failure"));
    if (user === null) redirect("/login");
    const check = await verifyCurrentPassword(user.email, currentPassword);
    if (check !== "ok") return passwordSaveFailure(currentPasswordErrorKey(check), t);
    try {
      const supabase = await createSupabaseServerClient();
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return passwordSaveFailure(passwordUpdateErrorKey(toBackendError(error)), t);
    } catch {
      return formFailure(t("failure"));
    }
    return formSuccess((await getTranslations("changePassword"))("success"));
  },
);
