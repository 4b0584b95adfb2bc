import { authErrors } from "./auth-errors";
import type { HttpError } from "./http";

/** product.md §5 / product.md §9: minimum password length (config.toml minimum_password_length's default). */
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

// The pattern GoTrue checks e-mail addresses against.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: HttpError };

/** Trimmed, lower-cased e-mail, or the error GoTrue gives. */
export function checkEmail(input: unknown): Checked<string> {
  const email = typeof input === "string" ? input.trim().toLowerCase() : "";
  if (email === "") return { ok: false, error: authErrors.emailRequired() };
  if (email.length > 255) return { ok: false, error: authErrors.emailTooLong() };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: authErrors.emailInvalid() };
  return { ok: true, value: email };
}

/** A sign-up password, checked the way GoTrue does before it looks at the e-mail. */
export function checkNewPassword(input: unknown, minLength: number = MIN_PASSWORD_LENGTH): Checked<string> {
  const password = typeof input === "string" ? input : "";
  if (password === "") return { ok: false, error: authErrors.passwordRequired() };
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    return { ok: false, error: authErrors.passwordTooLong(MAX_PASSWORD_BYTES) };
  }
  if ([...password].length < minLength) {
    return { ok: false, error: authErrors.weakPassword(minLength) };
  }
  return { ok: true, value: password };
}

/** GoTrue's checkPasswordStrength for a password being set (updateUser, admin): bcrypt's 72 bytes, then the length. */
export function checkPasswordStrength(
  input: unknown,
  minLength: number = MIN_PASSWORD_LENGTH,
): Checked<string> {
  const password = typeof input === "string" ? input : "";
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    return { ok: false, error: authErrors.passwordTooLong(MAX_PASSWORD_BYTES) };
  }
  if ([...password].length < minLength) {
    return { ok: false, error: authErrors.weakPassword(minLength) };
  }
  return { ok: true, value: password };
}

/** GoTrue's validatePKCEParams: both or neither, and a method it knows (s256 or plain). */
export function checkPkceParams(
  challenge: unknown,
  method: unknown,
): Checked<{ challenge: string; method: "s256" | "plain" } | null> {
  const hasChallenge = typeof challenge === "string" && challenge !== "";
  const hasMethod = typeof method === "string" && method !== "";
  if (!hasChallenge && !hasMethod) return { ok: true, value: null };
  if (!hasChallenge || !hasMethod) return { ok: false, error: authErrors.pkceParams() };
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    return { ok: false, error: authErrors.pkceMethod(method) };
  }
  return { ok: true, value: { challenge, method: normalized } };
}

export type LogoutScope = "global" | "local" | "others";

export function checkLogoutScope(input: string | null): Checked<LogoutScope> {
  const scope = input ?? "global";
  if (scope === "global" || scope === "local" || scope === "others") return { ok: true, value: scope };
  return { ok: false, error: authErrors.badLogoutScope(scope) };
}
