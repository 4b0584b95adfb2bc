import { describe, expect, it } from "vitest";

import type { BackendErrorLike } from "@/lib/auth/backend-error";
import { isDuplicateSignUp, registerErrorFor } from "@/lib/auth/register-errors";
import messages from "@/messages/pt-BR.json";

function shown(error: BackendErrorLike): string {
  const result = registerErrorFor(error);
  return "key" in result ? messages.register.errors[result.key] : result.message;
}

describe("sign-up errors show the product.md §8 messages", () => {
  it.each<[string, BackendErrorLike, string]>([
    [
      "duplicate e-mail",
      { status: 422, code: "user_already_exists", message: "User already registered" },
      "Este email já está cadastrado.",
    ],
    [
      "duplicate e-mail, legacy reply",
      { status: 422, message: "User already registered" },
      "Este email já está cadastrado.",
    ],
    [
      "malformed e-mail",
      { status: 400, code: "validation_failed", message: "Unable to validate email address: invalid format" },
      "Email inválido.",
    ],
    [
      "refused e-mail",
      { status: 400, code: "email_address_invalid", message: 'Email address "x@y" is invalid' },
      "Email inválido.",
    ],
    [
      "weak password",
      { status: 422, code: "weak_password", message: "Password should be at least 6 characters." },
      "Senha deve ter pelo menos 6 caracteres.",
    ],
    [
      "a message mentioning the password",
      { status: 400, message: "New password is too common" },
      "Senha deve ter pelo menos 6 caracteres.",
    ],
    [
      "any other backend message",
      { status: 422, code: "signup_disabled", message: "Signups not allowed for this instance" },
      "Signups not allowed for this instance",
    ],
    ["an error without a message", { status: 400 }, "Ocorreu um erro no cadastro."],
    ["a blank message", { status: 400, message: "  " }, "Ocorreu um erro no cadastro."],
    [
      "an unreachable server",
      { name: "AuthRetryableFetchError", status: 0, message: "fetch failed" },
      "Erro de conexão",
    ],
    ["a 5xx reply", { name: "AuthRetryableFetchError", status: 502, message: "{}" }, "Erro de conexão"],
  ])("%s", (_case, error, expected) => {
    expect(shown(error)).toBe(expected);
  });
});

describe("a sign-up reply whose user has no identities is a duplicate (confirmation on)", () => {
  it.each([
    [{ identities: [] }, true],
    [{ identities: [{ provider: "email" }] }, false],
    [{ identities: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])("%j -> %s", (user, expected) => {
    expect(isDuplicateSignUp(user)).toBe(expected);
  });
});
