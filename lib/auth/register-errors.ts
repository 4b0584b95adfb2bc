import { isConnectionFailure, isRateLimited, type BackendErrorLike } from "@/lib/auth/backend-error";

/** Keys of the `register.errors` messages (product.md §8, Register). */
export type RegisterErrorKey =
  | "emailTaken"
  | "emailInvalid"
  | "passwordBackend"
  | "passwordMax"
  | "rateLimited"
  | "connection"
  | "default"
  | "unexpected";

/** Either a catalogue key or, per product.md §8, the backend's own message. */
export type RegisterError = { key: RegisterErrorKey } | { message: string };

/** product.md §8: maps a sign-up error reply to the message the screen shows. */
export function registerErrorFor(error: BackendErrorLike): RegisterError {
  const message = error.message?.trim() ?? "";
  if (isRateLimited(error)) return { key: "rateLimited" };
  // unreachable, past the deadline or failing on its side: 'Erro de conexão', as on the login screen
  if (isConnectionFailure(error)) return { key: "connection" };
  if (error.code === "user_already_exists" || /already (registered|exists)/i.test(message)) {
    return { key: "emailTaken" };
  }
  if (
    error.code === "email_address_invalid" ||
    /invalid.*email|email.*invalid|validate email/i.test(message)
  ) {
    return { key: "emailInvalid" };
  }
  // bcrypt's 72 bytes ("Password cannot be longer than 72 characters"): not the minimum-length message
  if (/password.*(longer|too long)|72/i.test(message)) return { key: "passwordMax" };
  if (error.code === "weak_password" || /password/i.test(message)) return { key: "passwordBackend" };
  if (message !== "") return { message };
  return { key: "default" };
}

type SignUpUser = { identities?: readonly unknown[] | null } | null | undefined;

/**
 * With e-mail confirmation on, a duplicate sign-up answers 200 with a user whose `identities` is empty
 * instead of `user_already_exists`: both mean 'Este email já está cadastrado.'.
 */
export function isDuplicateSignUp(user: SignUpUser): boolean {
  return Array.isArray(user?.identities) && user.identities.length === 0;
}
