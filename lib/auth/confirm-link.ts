import "server-only";

import { isConnectionFailure, toBackendError } from "@/lib/auth/backend-error";
import { INVALID_LINK_PATH, NEW_PASSWORD_PATH } from "@/lib/auth/recovery-session";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** E-mail links that end on 'Criar nova senha': a recovery, and an invitation (its account has no password yet). */
const PASSWORD_LINK_TYPES = ["recovery", "invite"] as const;
type PasswordLinkType = (typeof PASSWORD_LINK_TYPES)[number];

/** Auth's token hashes are hex digests; anything longer or stranger is not one of its links. */
const TOKEN_HASH = /^[A-Za-z0-9_-]{8,128}$/;

function isPasswordLinkType(type: string | null): type is PasswordLinkType {
  return (PASSWORD_LINK_TYPES as readonly (string | null)[]).includes(type);
}

/** Where the link leads: always a fixed page of this site (nothing in the link chooses it), or 'unavailable'. */
export type LinkOutcome = { to: string } | { unavailable: true };

/**
 * The e-mail link's token_hash, verified on the server (Supabase's SSR flow: `verifyOtp({ type, token_hash })`):
 * on success the session cookies are written, HttpOnly like every sign-in's, and the person sets a new password.
 * A used, expired or altered link leads to the page that says so and asks again.
 */
export async function confirmEmailLink(tokenHash: string | null, type: string | null): Promise<LinkOutcome> {
  if (!tokenHash || !TOKEN_HASH.test(tokenHash) || !isPasswordLinkType(type))
    return { to: INVALID_LINK_PATH };
  try {
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
    if (!error && data.session) return { to: NEW_PASSWORD_PATH };
    const backendError = error ? toBackendError(error) : {};
    // the link may still be good: 'Tentar novamente' follows it again once the backend answers
    if (isConnectionFailure(backendError)) return { unavailable: true };
    return { to: INVALID_LINK_PATH };
  } catch {
    return { unavailable: true };
  }
}
