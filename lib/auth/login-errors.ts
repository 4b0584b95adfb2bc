import { isConnectionFailure, isRateLimited, type BackendErrorLike } from "@/lib/auth/backend-error";

/** Keys of the `login.errors` messages (product.md §8, Login). */
export type LoginErrorKey =
  | "fillAllFields"
  | "nicknameNotFound"
  | "nicknameNotAllowed"
  | "invalidCredentials"
  | "authFailed"
  | "profileNotConfigured"
  | "connection"
  | "rateLimited"
  | "generic";

/** Every way a sign-in attempt can fail, as the login action observes it. */
export type LoginFailure =
  | { kind: "empty" }
  | { kind: "tooLong" }
  | { kind: "nickname"; status: "not_found" | "not_superadmin" }
  | { kind: "noUser" }
  | { kind: "noAccountType" }
  | { kind: "backend"; error: BackendErrorLike }
  | { kind: "unexpected" };

function isInvalidCredentials(error: BackendErrorLike): boolean {
  return error.code === "invalid_credentials" || /invalid login credentials/i.test(error.message ?? "");
}

/** product.md §5 and §8: the one message shown for each failure. */
export function loginErrorKey(failure: LoginFailure): LoginErrorKey {
  switch (failure.kind) {
    case "empty":
      return "fillAllFields";
    case "tooLong":
      // longer than any stored e-mail, nickname or password: it cannot match an account
      return "invalidCredentials";
    case "nickname":
      return failure.status === "not_found" ? "nicknameNotFound" : "nicknameNotAllowed";
    case "noUser":
      return "authFailed";
    case "noAccountType":
      return "profileNotConfigured";
    case "backend":
      if (isInvalidCredentials(failure.error)) return "invalidCredentials";
      // too many attempts from this address: say so, the typed e-mail stays in the form
      if (isRateLimited(failure.error)) return "rateLimited";
      if (isConnectionFailure(failure.error)) return "connection";
      return "generic";
    case "unexpected":
      // product.md §8: 'Erro de conexão' on unexpected failure
      return "connection";
  }
}

/** product.md §5: a user field without an at-sign is a nickname. */
export function isNickname(identifier: string): boolean {
  return !identifier.includes("@");
}
