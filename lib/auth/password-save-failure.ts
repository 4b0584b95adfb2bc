import "server-only";

import { getTranslations } from "next-intl/server";

import type { PasswordSaveErrorKey } from "@/lib/auth/change-password";
import { formFailure, type FormFailure } from "@/lib/forms/result";
import type { Translate } from "@/lib/forms/validated-action";
import { markRateLimited } from "@/lib/server/rate-limited-reply";

type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";

/**
 * A refused password save as the form shows it: under the field it concerns, else as the form's message.
 * 'Muitas tentativas' is the sign-in's own message, and the reply goes out as 429 like the login's.
 * `t` reads `changePassword.errors`.
 */
export async function passwordSaveFailure(
  key: PasswordSaveErrorKey,
  t: Translate,
): Promise<FormFailure<PasswordField>> {
  if (key === "rateLimited") {
    markRateLimited();
    return formFailure((await getTranslations("login"))("errors.rateLimited"));
  }
  const message = t(key);
  if (key === "wrongCurrent") return formFailure(message, { fieldErrors: { currentPassword: message } });
  if (key === "samePassword" || key === "tooShort")
    return formFailure(message, { fieldErrors: { newPassword: message } });
  return formFailure(message);
}
