import { isConnectionFailure, type BackendErrorLike } from "@/lib/auth/backend-error";

/** Keys of the `register.errors` messages (spec 8, Register). */
export type RegisterErrorKey = "emailTaken" | "emailInvalid" | "passwordBackend" | "default" | "unexpected";

/** Either a catalogue key or, per spec 8, the backend's own message. */
export type RegisterError = { key: RegisterErrorKey } | { message: string };

/** spec 8: maps a sign-up error reply to the message the screen shows. */
export function registerErrorFor(error: BackendErrorLike): RegisterError {
  const message = error.message?.trim() ?? "";
  if (error.code === "user_already_exists" || /already (registered|exists)/i.test(message)) {
    return { key: "emailTaken" };
  }
  if (
    error.code === "email_address_invalid" ||
    /invalid.*email|email.*invalid|validate email/i.test(message)
  ) {
    return { key: "emailInvalid" };
  }
  if (error.code === "weak_password" || /password/i.test(message)) return { key: "passwordBackend" };
  // a failed fetch has no message worth showing; spec 8 offers 'Erro inesperado. Tente novamente.'
  if (isConnectionFailure(error)) return { key: "unexpected" };
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
