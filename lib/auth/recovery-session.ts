import { homeAreaFor, isAccountType, type AccountType } from "@/lib/auth/types";

/** How long after following an e-mail link the session may set a password without the current one (Auth's otp_expiry). */
export const RECOVERY_WINDOW_SECONDS = 3600;

/**
 * The sign-in methods of a session opened by an e-mail link: GoTrue records `otp` for a verified token_hash
 * (recovery, invitation) and `recovery` when the link went through the PKCE code exchange.
 */
const LINK_METHODS = ["otp", "recovery"] as const;

export type RecoveryAccess =
  { kind: "visitor" } | { kind: "signedIn"; type: AccountType } | { kind: "recovery"; type: AccountType };

function linkSignInAt(amr: unknown): number | null {
  if (!Array.isArray(amr)) return null;
  let latest: number | null = null;
  for (const entry of amr as unknown[]) {
    if (!entry || typeof entry !== "object") continue;
    const { method, timestamp } = entry as { method?: unknown; timestamp?: unknown };
    if (!(LINK_METHODS as readonly unknown[]).includes(method) || typeof timestamp !== "number") continue;
    latest = latest === null ? timestamp : Math.max(latest, timestamp);
  }
  return latest;
}

/**
 * Who opens the set-new-password page, from the session's verified claims: a session that an e-mail link
 * signed in within the last hour may set a password without the current one; any other session is an ordinary
 * sign-in, and no session (or one without an account type) is a visitor.
 */
export function recoveryAccess(
  claims: Record<string, unknown> | null | undefined,
  nowSeconds: number,
): RecoveryAccess {
  const type = claims?.tipo_conta;
  if (!claims || !isAccountType(type)) return { kind: "visitor" };
  const at = linkSignInAt(claims.amr);
  const fresh = at !== null && at <= nowSeconds + 60 && nowSeconds - at <= RECOVERY_WINDOW_SECONDS;
  return fresh ? { kind: "recovery", type } : { kind: "signedIn", type };
}

/** recoveryAccess at this moment. */
export function recoveryAccessNow(claims: Record<string, unknown> | null | undefined): RecoveryAccess {
  return recoveryAccess(claims, Math.floor(Date.now() / 1000));
}

/** Where a recovery link that cannot be used sends the person: a page that explains and asks again. */
export const INVALID_LINK_PATH = "/recuperar-senha/link-invalido";
export const FORGOT_PASSWORD_PATH = "/recuperar-senha";
export const NEW_PASSWORD_PATH = "/nova-senha";

export type NewPasswordPageDecision = { action: "render"; home: string } | { action: "redirect"; to: string };

/**
 * The set-new-password page: a recovery session renders it; a visitor is told the link is not valid (and may ask
 * again); an ordinary session changes its password where the current one is asked.
 */
export function decideNewPasswordPage(access: RecoveryAccess): NewPasswordPageDecision {
  switch (access.kind) {
    case "recovery":
      return { action: "render", home: homeAreaFor(access.type) };
    case "signedIn":
      return { action: "redirect", to: `${homeAreaFor(access.type)}/change-password` };
    case "visitor":
      return { action: "redirect", to: INVALID_LINK_PATH };
  }
}
