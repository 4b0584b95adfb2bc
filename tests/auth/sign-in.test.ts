import { beforeEach, describe, expect, it, vi } from "vitest";

// The Supabase client of the request: a sign-in whose reply carries an access token, and a sign-out.
const signInWithPassword = vi.hoisted(() => vi.fn());
const signOut = vi.hoisted(() => vi.fn(async () => ({ error: null })));
const from = vi.hoisted(() => vi.fn());
const clearAuthCookies = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { signInWithPassword, signOut }, from }),
}));
vi.mock("@/lib/supabase/admin", () => ({ createSupabaseAdminClient: vi.fn() }));
vi.mock("@/lib/auth/clear-auth-cookies", () => ({ clearAuthCookies }));

const { signIn } = await import("@/lib/auth/sign-in");

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** An access token as Auth issues it (the signature is not what this step reads). */
const token = (claims: object) => `${base64url({ alg: "ES256", typ: "JWT" })}.${base64url(claims)}.c2ln`;
const reply = (accessToken: string) => ({
  data: { user: { id: "u1" }, session: { access_token: accessToken } },
  error: null,
});

beforeEach(() => vi.clearAllMocks());

describe("sign-in reads the account type from the token Auth just issued (spec 4)", () => {
  it.each(["cliente", "empresa", "entregador", "anunciante", "admin", "superadmin"])(
    "tipo_conta %s signs in as that type, with one call to Supabase",
    async (type) => {
      signInWithPassword.mockResolvedValue(reply(token({ sub: "u1", tipo_conta: type })));
      await expect(signIn("alguem@vitrine.example", "vitrine123")).resolves.toEqual({ ok: true, type });
      expect(from).not.toHaveBeenCalled();
      expect(signOut).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["no claim (no profile)", token({ sub: "u1" })],
    ["a null claim (profile without a type)", token({ sub: "u1", tipo_conta: null })],
    ["an unknown type", token({ sub: "u1", tipo_conta: "hacker" })],
    ["a token that is not a JWT", "nao-e-um-jwt"],
  ])("%s: the session is ended and the login fails", async (_label, accessToken) => {
    signInWithPassword.mockResolvedValue(reply(accessToken));
    await expect(signIn("semperfil@vitrine.example", "vitrine123")).resolves.toEqual({
      ok: false,
      failure: { kind: "noAccountType" },
    });
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(clearAuthCookies).toHaveBeenCalledOnce();
  });
});
