import "server-only";

import { isConnectionFailure, isRateLimited, toBackendError } from "@/lib/auth/backend-error";
import { fitsPasswordBytes } from "@/lib/auth/password-bytes";
import { createSessionlessClient } from "@/lib/supabase/sessionless";

/** ok: the password is the account's; wrong: it is not; limited: Auth refused the attempt (429); unavailable: no answer. */
export type PasswordCheck = "ok" | "wrong" | "limited" | "unavailable";

function isInvalidCredentials(error: { code?: string; message?: string }): boolean {
  return error.code === "invalid_credentials" || /invalid login credentials/i.test(error.message ?? "");
}

/**
 * Asks Auth whether `password` signs `email` in, as a password sign-in from this server: it counts against
 * the shopper's sign-in allowance like the login does, and the session it opens lives in memory only and is
 * ended at once, so the visitor's own session and cookies stay as they were.
 */
export async function verifyCurrentPassword(email: string, password: string): Promise<PasswordCheck> {
  // empty, or past bcrypt's 72 bytes: no stored password can be it
  if (password === "" || !fitsPasswordBytes(password)) return "wrong";
  try {
    const supabase = await createSessionlessClient();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) {
      const backendError = toBackendError(error);
      if (isRateLimited(backendError)) return "limited";
      if (isInvalidCredentials(backendError)) return "wrong";
      if (!isConnectionFailure(backendError))
        console.error("verifyCurrentPassword: Auth refused", backendError);
      return "unavailable";
    }
    if (!data.session) return "unavailable";
    // the proof is all that was needed: the extra session is revoked, whatever the answer
    await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
    return "ok";
  } catch {
    return "unavailable";
  }
}
