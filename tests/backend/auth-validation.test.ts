import { describe, expect, it } from "vitest";

import { checkEmail, checkLogoutScope, checkNewPassword } from "@/supabase/embedded/auth-validation";

const codeOf = (result: { ok: boolean; error?: { body: Record<string, unknown> } }) =>
  result.ok ? "ok" : result.error?.body.code;

describe("sign-up checks, as Supabase Auth makes them", () => {
  it.each([
    ["  Ana@Exemplo.com ", "ok"],
    ["a.b+c@sub.exemplo.com.br", "ok"],
    ["", "validation_failed"],
    ["sem-arroba", "validation_failed"],
    ["dois@@exemplo.com", "validation_failed"],
    ["espaco no@meio.com", "validation_failed"],
    [`${"a".repeat(250)}@x.com`, "validation_failed"],
  ])("e-mail %j gives %s", (email, expected) => {
    expect(codeOf(checkEmail(email))).toBe(expected);
  });

  it("normalises the e-mail to lower case without spaces", () => {
    expect(checkEmail("  Ana@Exemplo.com ")).toEqual({ ok: true, value: "ana@exemplo.com" });
  });

  it.each([
    ["123456", "ok"],
    ["12345", "weak_password"],
    ["ááááá", "weak_password"],
    ["", "validation_failed"],
    ["a".repeat(73), "validation_failed"],
  ])("password %j gives %s (product.md §5: at least 6 characters)", (password, expected) => {
    expect(codeOf(checkNewPassword(password))).toBe(expected);
  });

  it.each([
    [null, "ok"],
    ["global", "ok"],
    ["local", "ok"],
    ["others", "ok"],
    ["everyone", "validation_failed"],
  ])("logout scope %j gives %s", (scope, expected) => {
    expect(codeOf(checkLogoutScope(scope))).toBe(expected);
  });
});
