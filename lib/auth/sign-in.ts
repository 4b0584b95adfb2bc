import "server-only";

import { randomUUID } from "node:crypto";

import { decodeJwt } from "jose";
import { z } from "zod";

import { isRateLimited, toBackendError } from "@/lib/auth/backend-error";
import { clearAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { isNickname, type LoginFailure } from "@/lib/auth/login-errors";
import { isAccountType, type AccountType } from "@/lib/auth/types";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

export type SignInOutcome = { ok: true; type: AccountType } | { ok: false; failure: LoginFailure };
type EmailOutcome = { ok: true; email: string } | { ok: false; failure: LoginFailure };

const nicknameReply = z.discriminatedUnion("status", [
  z.object({ status: z.literal("not_found") }),
  z.object({ status: z.literal("not_superadmin") }),
  z.object({ status: z.literal("ok"), email: z.email() }),
]);

/** An address no account can have (RFC 2606 reserves .invalid): signing in with it only spends an attempt. */
export const UNKNOWN_ACCOUNT_EMAIL = "nickname@vitrine.invalid";

/**
 * A nickname that does not sign anyone in still costs one attempt of this address's sign-in allowance
 * (product.md D18: display names could be tried without limit): Auth counts a sign-in it cannot complete, so
 * the lookup shares the key and the limit of sign-in and sign-up, on the embedded backend and on a hosted
 * project alike. Null when the attempt was counted; Auth's error when it was refused (429).
 */
async function spendAttempt(): Promise<LoginFailure | null> {
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.signInWithPassword({
    email: UNKNOWN_ACCOUNT_EMAIL,
    password: randomUUID(),
  });
  const backendError = error ? toBackendError(error) : null;
  return backendError && isRateLimited(backendError) ? { kind: "backend", error: backendError } : null;
}

/** product.md §5: a nickname is looked up with the secret key; only a superadmin's resolves to its e-mail. */
async function resolveEmail(identifier: string): Promise<EmailOutcome> {
  if (!isNickname(identifier)) return { ok: true, email: identifier };
  const admin = createSupabaseAdminClient();
  const { data, error, status } = await admin.rpc("resolve_login_nickname", { nickname: identifier });
  if (error) return { ok: false, failure: { kind: "backend", error: toBackendError(error, status) } };
  const reply = nicknameReply.safeParse(data);
  if (!reply.success)
    return { ok: false, failure: { kind: "backend", error: { message: "unexpected reply" } } };
  if (reply.data.status !== "ok") {
    // past the limit the answer is 'Muitas tentativas', never whether the name exists
    const limited = await spendAttempt();
    return { ok: false, failure: limited ?? { kind: "nickname", status: reply.data.status } };
  }
  // the stored e-mail stays on the server: only the outcome of the sign-in reaches the browser
  return { ok: true, email: reply.data.email };
}

/** The `tipo_conta` claim of an access token Auth has just issued (undefined when it cannot be read). */
function accountTypeClaim(accessToken: string): unknown {
  try {
    return decodeJwt(accessToken).tipo_conta;
  } catch {
    return undefined;
  }
}

/** product.md §4: a session whose profile has no account type is ended at once. */
async function endSession(supabase: SupabaseServerClient): Promise<void> {
  await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
  await clearAuthCookies();
}

/** Signs in with an e-mail or a superadmin nickname; on success the session cookies are set. */
export async function signIn(identifier: string, password: string): Promise<SignInOutcome> {
  try {
    const resolved = await resolveEmail(identifier);
    if (!resolved.ok) return resolved;
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.signInWithPassword({ email: resolved.email, password });
    if (error) return { ok: false, failure: { kind: "backend", error: toBackendError(error) } };
    if (!data.user || !data.session) return { ok: false, failure: { kind: "noUser" } };

    // product.md §4: the profile's account type, which the custom access token hook read from `perfis` when Auth
    // issued this session: signing in takes one round trip to Supabase instead of two (product.md D9: a sign-in
    // under load). The token is the body of Auth's own reply to this server, trusted as it arrives like
    // `data.user` beside it; the tokens browsers send back in cookies are the ones verified (getClaims).
    const type: unknown = accountTypeClaim(data.session.access_token);
    if (!isAccountType(type)) {
      await endSession(supabase);
      return { ok: false, failure: { kind: "noAccountType" } };
    }
    return { ok: true, type };
  } catch {
    return { ok: false, failure: { kind: "unexpected" } };
  }
}
