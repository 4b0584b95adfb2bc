import { describe, expect, it } from "vitest";

import { authCookieOptions, isAuthCookieName, isCodeVerifierCookieName } from "@/lib/auth/cookies";

describe("auth cookie names (@supabase/ssr)", () => {
  it.each([
    ["sb-127-auth-token", true, false],
    ["sb-127-auth-token.0", true, false],
    ["sb-127-auth-token.12", true, false],
    ["sb-abcdefghij-auth-token", true, false],
    ["sb-127-auth-token-code-verifier", true, true],
    ["sb-127-auth-token-code-verifier.1", true, true],
    ["sb-127-auth-tokens", false, false],
    ["sb--auth-token", false, false],
    ["cart", false, false],
    ["xsb-127-auth-token", false, false],
  ])("%s: auth %s, verifier %s", (name, auth, verifier) => {
    expect(isAuthCookieName(name)).toBe(auth);
    expect(isCodeVerifierCookieName(name)).toBe(verifier);
  });
});

describe("auth cookies are HttpOnly and Lax, Secure in production", () => {
  it.each([
    ["production", true],
    ["development", false],
    ["test", false],
  ])("%s", (nodeEnv, secure) => {
    expect(authCookieOptions(nodeEnv)).toEqual({ path: "/", sameSite: "lax", httpOnly: true, secure });
  });
});
