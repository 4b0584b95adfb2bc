import { describe, expect, it } from "vitest";

import { validatePasswordChange, type PasswordChangeValues } from "@/lib/auth/change-password";
import messages from "@/messages/pt-BR.json";

function message(values: PasswordChangeValues): string {
  const result = validatePasswordChange(values);
  return result.ok ? "ok" : messages.changePassword.errors[result.error];
}

describe("change password validation (product.md §5)", () => {
  it.each<[string, PasswordChangeValues, string]>([
    [
      "all filled and matching",
      { currentPassword: "old", newPassword: "novasenha", confirmPassword: "novasenha" },
      "ok",
    ],
    [
      "exactly 6 characters",
      { currentPassword: "old", newPassword: "123456", confirmPassword: "123456" },
      "ok",
    ],
    [
      "current missing",
      { currentPassword: "", newPassword: "novasenha", confirmPassword: "novasenha" },
      "Preencha todos os campos.",
    ],
    [
      "new missing",
      { currentPassword: "old", newPassword: "", confirmPassword: "novasenha" },
      "Preencha todos os campos.",
    ],
    [
      "confirmation missing",
      { currentPassword: "old", newPassword: "novasenha", confirmPassword: "" },
      "Preencha todos os campos.",
    ],
    [
      "confirmation differs",
      { currentPassword: "old", newPassword: "novasenha", confirmPassword: "novasenhA" },
      "As senhas não coincidem",
    ],
    [
      "5 characters",
      { currentPassword: "old", newPassword: "12345", confirmPassword: "12345" },
      "A senha deve ter pelo menos 6 caracteres",
    ],
    [
      "short and different",
      { currentPassword: "old", newPassword: "123", confirmPassword: "124" },
      "As senhas não coincidem",
    ],
  ])("%s", (_case, values, expected) => {
    expect(message(values)).toBe(expected);
  });
});
