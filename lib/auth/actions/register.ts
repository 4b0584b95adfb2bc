"use server";

import { redirect } from "next/navigation";

import { toBackendError, type BackendErrorLike } from "@/lib/auth/backend-error";
import { clearAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { isDuplicateSignUp, registerErrorFor } from "@/lib/auth/register-errors";
import { businessSignUpData, businessSignUpSchema, registerSchema } from "@/lib/auth/sign-up-schema";
import { getCategories } from "@/lib/data/categories";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction, type Translate } from "@/lib/forms/validated-action";
import { siteUrl } from "@/lib/env";
import { markRateLimited } from "@/lib/server/rate-limited-reply";
import { createSupabaseServerClient } from "@/lib/supabase/server";

type SignUpOutcome =
  | { ok: true; signedIn: boolean }
  | { ok: false; error: BackendErrorLike }
  | { ok: false; duplicate: true }
  | { ok: false; unexpected: true };

/**
 * The one sign-up path of both forms. `data` is the metadata the database trigger reads: a cliente for
 * anything but the business payload (lib/auth/sign-up-schema.ts). `keepSession` leaves an auto-confirming
 * backend's new session signed in; otherwise it ends here.
 */
async function signUp(
  email: string,
  password: string,
  data: Record<string, unknown>,
  keepSession: boolean,
): Promise<SignUpOutcome> {
  const supabase = await createSupabaseServerClient();
  const reply = await supabase.auth.signUp({
    email,
    password,
    // the confirmation link, when the project asks for one, opens this site
    options: { data, emailRedirectTo: siteUrl() },
  });
  if (reply.error) return { ok: false, error: toBackendError(reply.error) };
  if (isDuplicateSignUp(reply.data.user)) return { ok: false, duplicate: true };
  const session = reply.data.session !== null;
  if (session && !keepSession) await supabase.auth.signOut({ scope: "local" });
  return { ok: true, signedIn: session && keepSession };
}

/** Runs the sign-up; a thrown error is 'Erro inesperado', and no cookie outlives a failed attempt. */
async function attempt(run: () => Promise<SignUpOutcome>): Promise<SignUpOutcome> {
  let outcome: SignUpOutcome;
  try {
    outcome = await run();
  } catch {
    outcome = { ok: false, unexpected: true };
  }
  // no session and no PKCE code verifier may outlive a sign-up that does not sign in
  if (!outcome.ok || !outcome.signedIn) await clearAuthCookies();
  return outcome;
}

/** The failure's message; as on the login screen the reply says 429 with Retry-After when rate limited. */
function failureMessage(outcome: Exclude<SignUpOutcome, { ok: true }>, t: Translate, business: boolean) {
  if ("duplicate" in outcome) return t("errors.emailTaken");
  if ("unexpected" in outcome) return t("errors.unexpected");
  // Supabase Auth's "Database error saving new user" (500): the database refused the store
  if (business && outcome.error.status === 500) return t("business.errors.storeRefused");
  const error = registerErrorFor(outcome.error);
  if ("key" in error && error.key === "rateLimited") markRateLimited();
  return "key" in error ? t(`errors.${error.key}`) : error.message;
}

/** Self-registration of a cliente: on success the client shows the toast and goes to /login after 1 s. */
export const register = validatedAction(
  { schema: registerSchema, namespace: "register", keep: ["email"] },
  async ({ email, password }, t) => {
    // self-registration creates a cliente whatever the metadata says; `tipo` is informative only
    const outcome = await attempt(() => signUp(email, password, { tipo: "cliente" }, false));
    return outcome.ok ? formSuccess() : formFailure(failureMessage(outcome, t, false));
  },
);

const BUSINESS_KEEP = [
  "email",
  "storeName",
  "phone",
  "cep",
  "street",
  "neighborhood",
  "city",
  "uf",
  "category",
] as const;

/** The category must be one the storefront lists today, not just a well-formed id; null: unreadable. */
async function isActiveCategory(id: string): Promise<boolean | null> {
  try {
    return (await getCategories()).some((category) => category.id === id && category.ativo);
  } catch {
    return null;
  }
}

/**
 * 'Cadastrar Empresa': an empresa account and its pending store in one sign-up. Signed in at once, the
 * owner lands on /company to prepare the catalogue; a project that confirms e-mails first gets the message.
 */
export const registerBusiness = validatedAction(
  { schema: businessSignUpSchema, namespace: "register", keep: BUSINESS_KEEP },
  async (values, t) => {
    const category = await isActiveCategory(values.category);
    if (category === null) return formFailure(t("errors.connection"));
    if (!category) {
      const message = t("business.errors.categoryUnavailable");
      return formFailure(message, { fieldErrors: { category: message } });
    }
    const data = businessSignUpData(values);
    const outcome = await attempt(() => signUp(values.email, values.password, data, true));
    if (!outcome.ok) return formFailure(failureMessage(outcome, t, true));
    if (outcome.signedIn) redirect("/company");
    return formSuccess();
  },
);
