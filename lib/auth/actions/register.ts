"use server";

import { z } from "zod";

import { toBackendError } from "@/lib/auth/backend-error";
import { clearAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { fitsPasswordBytes } from "@/lib/auth/password-bytes";
import { isDuplicateSignUp, registerErrorFor, type RegisterError } from "@/lib/auth/register-errors";
import { validatedAction } from "@/lib/forms/validated-action";
import { siteUrl } from "@/lib/env";
import { markRateLimited } from "@/lib/server/rate-limited-reply";
import { createSupabaseServerClient } from "@/lib/supabase/server";

// spec 5: e-mail required after trimming, password of at least 6, matching confirmation
const registerSchema = z
  .object({
    email: z.string().trim().min(1, "errors.emailRequired").max(MAX_EMAIL_LENGTH, "errors.emailInvalid"),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, "errors.passwordMin")
      .max(MAX_PASSWORD_LENGTH, "errors.passwordMax")
      // bcrypt's 72 bytes: 72 'ç' are 144 bytes and Supabase Auth would refuse them
      .refine(fitsPasswordBytes, "errors.passwordMax"),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH, "errors.mismatch"),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.mismatch",
  });

type SignUpResult = { ok: true } | { ok: false; error: RegisterError };

async function signUp(email: string, password: string): Promise<SignUpResult> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    // spec 6 and 7: self-registration always creates a cliente; the confirmation link opens this site
    options: { data: { tipo: "cliente" }, emailRedirectTo: siteUrl() },
  });
  if (error) return { ok: false, error: registerErrorFor(toBackendError(error)) };
  if (isDuplicateSignUp(data.user)) return { ok: false, error: { key: "emailTaken" } };
  // an auto-confirming backend signs the new user in: spec 4 sends them to /login signed out
  if (data.session) await supabase.auth.signOut({ scope: "local" });
  return { ok: true };
}

/** Self-registration (spec 2/5): on success the client shows the toast and goes to /login after 1 s. */
export const register = validatedAction(
  { schema: registerSchema, namespace: "register", keep: ["email"] },
  async ({ email, password }, t) => {
    let result: SignUpResult;
    try {
      result = await signUp(email, password);
    } catch {
      result = { ok: false, error: { key: "unexpected" } };
    }
    // no session and no PKCE code verifier may outlive the sign-up
    await clearAuthCookies();
    if (result.ok) return { success: true, values: {} };
    // as on the login screen: the message and the typed e-mail stay, the reply says 429 with Retry-After
    if ("key" in result.error && result.error.key === "rateLimited") markRateLimited();
    return { error: "key" in result.error ? t(`errors.${result.error.key}`) : result.error.message };
  },
);
