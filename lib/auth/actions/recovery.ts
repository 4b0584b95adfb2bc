"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { toBackendError } from "@/lib/auth/backend-error";
import { newPasswordSchema, passwordUpdateErrorKey } from "@/lib/auth/change-password";
import { MAX_EMAIL_LENGTH } from "@/lib/auth/limits";
import { passwordSaveFailure } from "@/lib/auth/password-save-failure";
import { recoveryAccessNow } from "@/lib/auth/recovery-session";
import { requestRecoveryEmail } from "@/lib/auth/recovery-request";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "errors.emailRequired")
    .max(MAX_EMAIL_LENGTH, "errors.emailInvalid")
    .refine((email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), "errors.emailInvalid"),
});

/**
 * 'Esqueci minha senha': one neutral answer whether or not an account has the address (no account
 * enumeration); only a backend that cannot be reached is said, since that says nothing about the account.
 */
export const requestPasswordReset = validatedAction(
  { schema: forgotPasswordSchema, namespace: "forgotPassword", keep: ["email"] },
  async ({ email }, t) => {
    const outcome = await requestRecoveryEmail(email);
    return outcome === "sent" ? formSuccess(t("sent")) : formFailure(t("errors.connection"));
  },
);

/**
 * 'Criar nova senha': only a session an e-mail link opened within the hour may set a password without the
 * current one; Auth then ends every other session of the account. The page sends the person to their area.
 */
export const setNewPassword = validatedAction(
  { schema: newPasswordSchema, namespace: "changePassword.errors", keep: [] },
  async ({ newPassword }, t) => {
    try {
      const supabase = await createSupabaseServerClient();
      const { data } = await supabase.auth.getClaims();
      const access = recoveryAccessNow(data?.claims);
      if (access.kind !== "recovery") return formFailure((await getTranslations("newPassword"))("expired"));
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return passwordSaveFailure(passwordUpdateErrorKey(toBackendError(error)), t);
    } catch {
      return formFailure(t("failure"));
    }
    return formSuccess((await getTranslations("changePassword"))("success"));
  },
);
