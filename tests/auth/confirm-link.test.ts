import { beforeEach, describe, expect, it, vi } from "vitest";

const verifyOtp = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { verifyOtp } }),
}));

const { confirmEmailLink } = await import("@/lib/auth/confirm-link");

const HASH = "a".repeat(56);
const signedIn = { data: { user: { id: "u1" }, session: { access_token: "t" } }, error: null };

beforeEach(() => vi.clearAllMocks());

describe("the recovery e-mail's link (GET /auth/confirm)", () => {
  it.each(["recovery", "invite"])(
    "a good %s link signs the person in and asks for a new password",
    async (type) => {
      verifyOtp.mockResolvedValue(signedIn);
      await expect(confirmEmailLink(HASH, type)).resolves.toEqual({ to: "/nova-senha" });
      expect(verifyOtp).toHaveBeenCalledWith({ type, token_hash: HASH });
    },
  );

  it.each([
    [
      "used or expired (GoTrue's otp_expired)",
      { status: 403, code: "otp_expired", message: "Email link is invalid or has expired" },
    ],
    ["refused for the rate limit", { status: 429, code: "over_request_rate_limit" }],
    ["any other refusal", { status: 400, code: "validation_failed" }],
  ])("a link %s: the page that says so and asks again", async (_case, error) => {
    verifyOtp.mockResolvedValue({ data: { user: null, session: null }, error });
    await expect(confirmEmailLink(HASH, "recovery")).resolves.toEqual({
      to: "/recuperar-senha/link-invalido",
    });
  });

  it.each([
    ["no token_hash", null, "recovery"],
    ["an empty token_hash", "", "recovery"],
    ["a token_hash with a path in it", "../../admin", "recovery"],
    ["an over-long token_hash", "a".repeat(500), "recovery"],
    ["no type", HASH, null],
    ["a sign-up link", HASH, "signup"],
    ["an e-mail change link", HASH, "email_change"],
  ])("%s: never sent to Auth, the invalid-link page", async (_case, hash, type) => {
    await expect(confirmEmailLink(hash, type)).resolves.toEqual({ to: "/recuperar-senha/link-invalido" });
    expect(verifyOtp).not.toHaveBeenCalled();
  });

  it("Auth out of reach: 'Serviço indisponível' with a retry of the same link, which may still be good", async () => {
    verifyOtp.mockResolvedValue({
      data: { user: null, session: null },
      error: { name: "AuthRetryableFetchError", status: 0 },
    });
    await expect(confirmEmailLink(HASH, "recovery")).resolves.toEqual({ unavailable: true });
  });

  it("a reply without a session is not a sign-in", async () => {
    verifyOtp.mockResolvedValue({ data: { user: { id: "u1" }, session: null }, error: null });
    await expect(confirmEmailLink(HASH, "recovery")).resolves.toEqual({
      to: "/recuperar-senha/link-invalido",
    });
  });
});
