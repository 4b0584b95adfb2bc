import { describe, expect, it } from "vitest";

import { verifierMatches } from "@/supabase/embedded/auth-pkce";
import {
  checkEmail,
  checkLogoutScope,
  checkNewPassword,
  checkPasswordStrength,
  checkPkceParams,
} from "@/supabase/embedded/auth-validation";

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
    ["123456", 6, "ok"],
    ["12345", 6, "weak_password"],
    ["", 6, "weak_password"],
    ["1234567", 8, "weak_password"],
    ["12345678", 8, "ok"],
    ["é".repeat(36), 6, "ok"],
    ["é".repeat(37), 6, "validation_failed"],
  ])(
    "a new password %j with minimum_password_length %i gives %s (updateUser, admin)",
    (password, min, expected) => {
      expect(codeOf(checkPasswordStrength(password, min))).toBe(expected);
    },
  );

  it.each([
    [undefined, undefined, "ok"],
    ["desafio", "s256", "ok"],
    ["desafio", "S256", "ok"],
    ["desafio", "plain", "ok"],
    ["desafio", undefined, "validation_failed"],
    [undefined, "s256", "validation_failed"],
    ["desafio", "md5", "validation_failed"],
  ])("PKCE challenge %j with method %j gives %s (recover)", (challenge, method, expected) => {
    expect(codeOf(checkPkceParams(challenge, method))).toBe(expected);
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

describe("PKCE code verifiers (RFC 7636)", () => {
  const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
  it.each([
    [verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "s256", true],
    ["outro-verificador", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "s256", false],
    [verifier, verifier, "plain", true],
    [verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "plain", false],
  ] as const)("verifier %s against %s (%s): %s", (candidate, challenge, method, expected) => {
    expect(verifierMatches(candidate, challenge, method)).toBe(expected);
  });
});
