import "server-only";

import { isConnectionFailure, toBackendError } from "@/lib/auth/backend-error";
import { siteUrl } from "@/lib/env";
import { createSessionlessClient } from "@/lib/supabase/sessionless";

/** The only address the recovery e-mail may send people back to: this site's confirm route, never a typed one. */
export function recoveryRedirectUrl(): string {
  return new URL("/auth/confirm", siteUrl()).toString();
}

/** 'sent' whatever Auth knows of the address; 'unavailable' only when Auth could not be reached at all. */
export type RecoveryRequestOutcome = "sent" | "unavailable";

/**
 * Asks Auth to e-mail a recovery link. The answer never says whether an account has this address: Auth answers
 * the same for an unknown one, and a refusal (its e-mail rate limit, an address it will not mail) is logged here
 * and shown as sent. Through a cookieless client: no PKCE verifier cookie is left in the browser (the link carries
 * a token_hash the server verifies) and a signed-in visitor's own session is left alone.
 */
export async function requestRecoveryEmail(email: string): Promise<RecoveryRequestOutcome> {
  try {
    const supabase = await createSessionlessClient();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: recoveryRedirectUrl() });
    if (!error) return "sent";
    const backendError = toBackendError(error);
    if (isConnectionFailure(backendError)) return "unavailable";
    console.warn("Recuperação de senha recusada pelo Auth:", backendError.status, backendError.code);
    return "sent";
  } catch {
    return "unavailable";
  }
}
