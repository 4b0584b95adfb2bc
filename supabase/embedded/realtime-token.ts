import { decodeJwt } from "jose";

import type { SigningKeys } from "./jwt";
import type { TokenFailure } from "./realtime-errors";

/** Who a channel acts as: the role and claims its policies see. `exp` is null for an API key's role. */
export type ChannelIdentity = { role: string; claims: Record<string, unknown>; exp: number | null };

export type TokenCheck = { ok: true; identity: ChannelIdentity } | { ok: false; failure: TokenFailure };

/** The role an API key stands for, as hosted's gateway hands it to Realtime (a token that never expires). */
export function keyIdentity(role: "anon" | "service_role"): ChannelIdentity {
  return { role, claims: { role }, exp: null };
}

/** A token from a join or an `access_token` event: hosted sends `sb_...` keys and nothing at all the socket's way. */
export function isKeyToken(token: unknown): boolean {
  return typeof token === "string" && token.startsWith("sb_");
}

/**
 * Verifies a user's access token with the backend's own signing key (jwt.ts: signature, issuer, audience,
 * expiry), then asks for the `role` and `exp` claims hosted requires. Seconds are counted as Joken does.
 */
export async function checkToken(keys: SigningKeys, token: string, nowMs = Date.now()): Promise<TokenCheck> {
  let peeked: Record<string, unknown>;
  try {
    peeked = decodeJwt(token) as Record<string, unknown>;
  } catch {
    return { ok: false, failure: { kind: "malformed" } };
  }
  const verified = await keys.verify(token);
  if (!verified.ok) {
    if (verified.reason === "expired" && typeof peeked.exp === "number") {
      const secondsAgo = Math.max(0, Math.floor(nowMs / 1000) - Math.floor(peeked.exp));
      return { ok: false, failure: { kind: "expired", secondsAgo } };
    }
    return { ok: false, failure: { kind: "signature" } };
  }
  const { role, exp } = verified.claims;
  if (typeof role !== "string" || typeof exp !== "number") {
    return { ok: false, failure: { kind: "missing_claims" } };
  }
  return { ok: true, identity: { role, claims: verified.claims, exp: Math.round(exp) } };
}

/** Hosted re-checks a joined channel's token every 5 minutes, or at its expiry when that comes first. */
export const CONFIRM_TOKEN_INTERVAL_MS = 5 * 60_000;

/** When to check the token again: null for an API key's role, which does not expire. */
export function confirmDelayMs(identity: ChannelIdentity, nowMs = Date.now()): number | null {
  if (identity.exp === null) return null;
  const secondsLeft = Math.max(0, identity.exp - Math.floor(nowMs / 1000));
  return Math.min(CONFIRM_TOKEN_INTERVAL_MS, secondsLeft * 1000);
}
