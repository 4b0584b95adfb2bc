import { describe, expect, it } from "vitest";

import { validatePasswordChange } from "@/lib/auth/change-password";
import { fitsPasswordBytes, passwordBytes } from "@/lib/auth/password-bytes";
import messages from "@/messages/pt-BR.json";

const TOO_LONG =
  "A senha deve ter no máximo 72 bytes: até 72 letras sem acento (letras acentuadas contam 2, emojis 4).";

describe("passwords over bcrypt's 72 bytes are refused before Supabase Auth sees them", () => {
  it.each([
    ["72 plain letters", "a".repeat(72), 72, true],
    ["73 plain letters", "a".repeat(73), 73, false],
    ["36 'ç' (72 bytes)", "ç".repeat(36), 72, true],
    ["72 'ç' (144 bytes, the probe's case)", "ç".repeat(72), 144, false],
    ["18 emojis (72 bytes)", "🔒".repeat(18), 72, true],
    ["19 emojis", "🔒".repeat(19), 76, false],
    ["an empty password", "", 0, true],
  ])("%s: %i bytes, fits %s", (_case, password, bytes, fits) => {
    expect(passwordBytes(password)).toBe(bytes);
    expect(fitsPasswordBytes(password)).toBe(fits);
  });

  it("change password says so instead of the minimum-length message", () => {
    const password = "ç".repeat(72);
    const check = validatePasswordChange({
      currentPassword: "vitrine123",
      newPassword: password,
      confirmPassword: password,
    });
    expect(check).toEqual({ ok: false, error: "tooLong" });
    expect(messages.changePassword.errors.tooLong).toBe(TOO_LONG);
    expect(messages.register.errors.passwordMax).toBe(TOO_LONG);
  });
});
