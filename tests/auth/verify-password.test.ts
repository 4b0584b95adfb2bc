import { beforeEach, describe, expect, it, vi } from "vitest";

// The cookieless client: its sign-in and the sign-out that ends the extra session.
const signInWithPassword = vi.hoisted(() => vi.fn());
const signOut = vi.hoisted(() => vi.fn(async () => ({ error: null })));
const createSessionlessClient = vi.hoisted(() =>
  vi.fn(async () => ({ auth: { signInWithPassword, signOut } })),
);
vi.mock("@/lib/supabase/sessionless", () => ({ createSessionlessClient }));
// the request's own client must never be used: it would write the new session over the visitor's cookies
const createSupabaseServerClient = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient }));

const { verifyCurrentPassword } = await import("@/lib/auth/verify-password");

const failure = (error: object) => ({ data: { user: null, session: null }, error });
const signedIn = { data: { user: { id: "u1" }, session: { access_token: "t" } }, error: null };

beforeEach(() => vi.clearAllMocks());

describe("the current password is checked by a sign-in that keeps no session", () => {
  it("the right password is 'ok', and the extra session is ended at once", async () => {
    signInWithPassword.mockResolvedValue(signedIn);
    await expect(verifyCurrentPassword("cliente@vitrine.example", "vitrine123")).resolves.toBe("ok");
    expect(signInWithPassword).toHaveBeenCalledWith({
      email: "cliente@vitrine.example",
      password: "vitrine123",
    });
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(createSupabaseServerClient).not.toHaveBeenCalled();
  });

  it("a sign-out that fails does not turn a right password into a wrong one", async () => {
    signInWithPassword.mockResolvedValue(signedIn);
    signOut.mockRejectedValueOnce(new Error("fetch failed"));
    await expect(verifyCurrentPassword("cliente@vitrine.example", "vitrine123")).resolves.toBe("ok");
  });

  it.each([
    [
      "Auth's invalid_credentials",
      { status: 400, code: "invalid_credentials", message: "Invalid login credentials" },
      "wrong",
    ],
    ["the legacy message without a code", { status: 400, message: "Invalid login credentials" }, "wrong"],
    ["a 429 from the rate limit", { status: 429, code: "over_request_rate_limit" }, "limited"],
    ["the rate-limit code without a status", { code: "over_request_rate_limit" }, "limited"],
    [
      "a fetch failure",
      { name: "AuthRetryableFetchError", status: 0, message: "fetch failed" },
      "unavailable",
    ],
    ["a 500", { status: 500, message: "Database error" }, "unavailable"],
    ["an unconfirmed e-mail", { status: 400, code: "email_not_confirmed" }, "unavailable"],
  ] as const)("%s is '%s'", async (_label, error, expected) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    signInWithPassword.mockResolvedValue(failure(error));
    await expect(verifyCurrentPassword("cliente@vitrine.example", "errada123")).resolves.toBe(expected);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("a reply with no session is 'unavailable', never 'ok'", async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: "u1" }, session: null }, error: null });
    await expect(verifyCurrentPassword("cliente@vitrine.example", "vitrine123")).resolves.toBe("unavailable");
  });

  it("a thrown error is 'unavailable'", async () => {
    signInWithPassword.mockRejectedValue(new Error("boom"));
    await expect(verifyCurrentPassword("cliente@vitrine.example", "vitrine123")).resolves.toBe("unavailable");
  });

  it.each([
    ["empty", ""],
    ["73 bytes of ASCII", "a".repeat(73)],
    ["37 'ç' (74 bytes in 37 characters)", "ç".repeat(37)],
  ])("a password no account can have (%s) is 'wrong' without asking Auth", async (_label, password) => {
    await expect(verifyCurrentPassword("cliente@vitrine.example", password)).resolves.toBe("wrong");
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("72 bytes in multi-byte characters still reach Auth (24 '€')", async () => {
    signInWithPassword.mockResolvedValue(signedIn);
    await expect(verifyCurrentPassword("cliente@vitrine.example", "€".repeat(24))).resolves.toBe("ok");
    expect(signInWithPassword).toHaveBeenCalledOnce();
  });
});
