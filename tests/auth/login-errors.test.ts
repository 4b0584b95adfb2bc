import { describe, expect, it } from "vitest";

import { isNickname, loginErrorKey, type LoginFailure } from "@/lib/auth/login-errors";
import messages from "@/messages/pt-BR.json";

const text = (failure: LoginFailure) => messages.login.errors[loginErrorKey(failure)];

describe("login failures show the product.md §8 messages", () => {
  it.each<[string, LoginFailure, string]>([
    ["an empty field", { kind: "empty" }, "Por favor, preencha todos os campos."],
    ["an input longer than any account", { kind: "tooLong" }, "Credenciais inválidas"],
    ["an unknown nickname", { kind: "nickname", status: "not_found" }, "Nickname não encontrado."],
    [
      "a nickname of a non-superadmin",
      { kind: "nickname", status: "not_superadmin" },
      "Apenas superadmin pode usar nickname.",
    ],
    [
      "invalid credentials (code)",
      {
        kind: "backend",
        error: { name: "AuthApiError", status: 400, code: "invalid_credentials", message: "x" },
      },
      "Credenciais inválidas",
    ],
    [
      "invalid credentials (legacy reply without code)",
      { kind: "backend", error: { name: "AuthApiError", status: 400, message: "Invalid login credentials" } },
      "Credenciais inválidas",
    ],
    ["no user returned", { kind: "noUser" }, "Erro na autenticação"],
    ["a profile without account type", { kind: "noAccountType" }, "Perfil não configurado corretamente."],
    [
      "an unreachable auth server",
      { kind: "backend", error: { name: "AuthRetryableFetchError", status: 0, message: "fetch failed" } },
      "Erro de conexão",
    ],
    [
      "a 5xx reply",
      { kind: "backend", error: { name: "AuthApiError", status: 503, message: "down" } },
      "Erro de conexão",
    ],
    [
      "a failed data API fetch",
      { kind: "backend", error: { status: 0, message: "TypeError: fetch failed" } },
      "Erro de conexão",
    ],
    ["a thrown exception", { kind: "unexpected" }, "Erro de conexão"],
    [
      "an unconfirmed e-mail",
      {
        kind: "backend",
        error: {
          name: "AuthApiError",
          status: 400,
          code: "email_not_confirmed",
          message: "Email not confirmed",
        },
      },
      "Erro ao fazer login",
    ],
    [
      "rate limiting",
      {
        kind: "backend",
        error: { name: "AuthApiError", status: 429, code: "over_request_rate_limit", message: "slow down" },
      },
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    ],
    ["an error without details", { kind: "backend", error: {} }, "Erro ao fazer login"],
  ])("%s", (_case, failure, expected) => {
    expect(text(failure)).toBe(expected);
  });

  it("the screen failure message exists for the error boundary", () => {
    expect(messages.login.errors.internal).toBe("Erro interno no sistema de login");
  });
});

describe("a user field without an at-sign is a nickname (product.md §5)", () => {
  it.each([
    ["superadmin", true],
    ["Ana Souza", true],
    ["fulano", true],
    ["cliente@vitrine.example", false],
    ["@", false],
  ])("%s -> %s", (identifier, expected) => {
    expect(isNickname(identifier)).toBe(expected);
  });
});
