import { describe, expect, it } from "vitest";

import {
  currentPasswordErrorKey,
  newPasswordSchema,
  passwordUpdateErrorKey,
  validatePasswordChange,
  type NewPasswordValues,
  type PasswordChangeValues,
} from "@/lib/auth/change-password";
import { validateWith } from "@/lib/forms/field-errors";
import messages from "@/messages/pt-BR.json";

const errors = messages.changePassword.errors;

function message(values: PasswordChangeValues): string {
  const result = validatePasswordChange(values);
  return result.ok ? "ok" : errors[result.error];
}

const both = (password: string, confirm = password) => ({
  currentPassword: "vitrine123",
  newPassword: password,
  confirmPassword: confirm,
});

describe("change password validation (product.md §5)", () => {
  it.each<[string, PasswordChangeValues, string]>([
    ["all filled and matching", both("novasenha"), "ok"],
    ["exactly 6 characters", both("123456"), "ok"],
    ["current missing", { ...both("novasenha"), currentPassword: "" }, "Preencha todos os campos."],
    ["new missing", both("", "novasenha"), "Preencha todos os campos."],
    ["confirmation missing", both("novasenha", ""), "Preencha todos os campos."],
    ["confirmation differs", both("novasenha", "novasenhA"), "As senhas não coincidem"],
    ["5 characters", both("12345"), "A senha deve ter pelo menos 6 caracteres"],
    ["short and different", both("123", "124"), "As senhas não coincidem"],
    ["72 plain letters (72 bytes)", both("a".repeat(72)), "ok"],
    ["73 plain letters", both("a".repeat(73)), errors.tooLong],
    ["36 'ç' (72 bytes in 36 characters)", both("ç".repeat(36)), "ok"],
    ["37 'ç' (74 bytes in 37 characters)", both("ç".repeat(37)), errors.tooLong],
    ["24 '€' (72 bytes)", both("€".repeat(24)), "ok"],
    ["18 emojis (72 bytes)", both("🔒".repeat(18)), "ok"],
    ["19 emojis (76 bytes in 38 UTF-16 units)", both("🔒".repeat(19)), errors.tooLong],
  ])("%s", (_case, values, expected) => {
    expect(message(values)).toBe(expected);
  });

  it("each message goes under the field it is about", () => {
    const fieldOf = (values: PasswordChangeValues) => {
      const result = validateWith(newPasswordSchema, values);
      return "errors" in result ? Object.keys(result.errors) : [];
    };
    expect(fieldOf(both("novasenha", "outra123"))).toEqual(["confirmPassword"]);
    expect(fieldOf(both("123"))).toEqual(["newPassword"]);
    expect(fieldOf(both("ç".repeat(40)))).toEqual(["newPassword"]);
  });
});

describe("'Criar nova senha' follows the same rules without a current password", () => {
  it.each<[string, NewPasswordValues, string]>([
    ["matching, 6 characters", { newPassword: "123456", confirmPassword: "123456" }, "ok"],
    ["new missing", { newPassword: "", confirmPassword: "123456" }, "required"],
    ["confirmation missing", { newPassword: "123456", confirmPassword: "" }, "required"],
    ["confirmation differs", { newPassword: "1234567", confirmPassword: "1234568" }, "mismatch"],
    ["5 characters", { newPassword: "12345", confirmPassword: "12345" }, "tooShort"],
    ["37 'ç'", { newPassword: "ç".repeat(37), confirmPassword: "ç".repeat(37) }, "tooLong"],
  ])("%s: %s", (_case, values, expected) => {
    const result = validateWith(newPasswordSchema, values);
    expect("data" in result ? "ok" : result.first).toBe(expected);
  });
});

describe("what the save can still refuse becomes one message", () => {
  it.each([
    ["wrong", "wrongCurrent"],
    ["limited", "rateLimited"],
    ["unavailable", "failure"],
  ] as const)("a current password that is %s: %s", (check, key) => {
    expect(currentPasswordErrorKey(check)).toBe(key);
  });

  it.each([
    ["GoTrue's same_password", { status: 422, code: "same_password" }, "samePassword"],
    ["GoTrue's weak_password", { status: 422, code: "weak_password" }, "tooShort"],
    ["a 429", { status: 429, code: "over_request_rate_limit" }, "rateLimited"],
    ["a session Auth no longer has", { status: 403, code: "session_not_found" }, "failure"],
    ["a 500", { status: 500 }, "failure"],
  ])("%s: %s", (_case, error, key) => {
    expect(passwordUpdateErrorKey(error)).toBe(key);
  });

  it("the messages are the spec's and the issue's", () => {
    expect(errors.wrongCurrent).toBe("Senha atual incorreta.");
    expect(errors.failure).toBe("Erro ao alterar senha. Tente novamente.");
    expect(messages.changePassword.success).toBe("Senha alterada com sucesso!");
  });
});
