import { beforeEach, describe, expect, it, vi } from "vitest";

// The Supabase client of the request: a sign-in whose reply carries an access token, and a sign-out.
const signInWithPassword = vi.hoisted(() => vi.fn());
const signOut = vi.hoisted(() => vi.fn(async () => ({ error: null })));
const from = vi.hoisted(() => vi.fn());
const clearAuthCookies = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { signInWithPassword, signOut }, from }),
}));
const rpc = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/admin", () => ({ createSupabaseAdminClient: () => ({ rpc }) }));
vi.mock("@/lib/auth/clear-auth-cookies", () => ({ clearAuthCookies }));

const { signIn, UNKNOWN_ACCOUNT_EMAIL } = await import("@/lib/auth/sign-in");

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** An access token as Auth issues it (the signature is not what this step reads). */
const token = (claims: object) => `${base64url({ alg: "ES256", typ: "JWT" })}.${base64url(claims)}.c2ln`;
const reply = (accessToken: string) => ({
  data: { user: { id: "u1" }, session: { access_token: accessToken } },
  error: null,
});

beforeEach(() => vi.clearAllMocks());

describe("sign-in reads the account type from the token Auth just issued (product.md §4)", () => {
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

describe("nickname lookups share the sign-in limit (product.md §5, product.md D18)", () => {
  const lookup = (data: object) => rpc.mockResolvedValue({ data, error: null, status: 200 });
  const invalidCredentials = {
    data: { user: null, session: null },
    error: { status: 400, code: "invalid_credentials" },
  };
  const limited = {
    data: { user: null, session: null },
    error: { status: 429, code: "over_request_rate_limit" },
  };

  it.each(["not_found", "not_superadmin"] as const)(
    "%s: one sign-in attempt is spent at Auth, then the nickname message",
    async (status) => {
      lookup({ status });
      signInWithPassword.mockResolvedValue(invalidCredentials);
      await expect(signIn("alguem", "qualquer1")).resolves.toEqual({
        ok: false,
        failure: { kind: "nickname", status },
      });
      expect(signInWithPassword).toHaveBeenCalledOnce();
      const [attempt] = signInWithPassword.mock.calls[0] as [{ email: string; password: string }];
      expect(attempt.email).toBe(UNKNOWN_ACCOUNT_EMAIL);
      expect(attempt.email.endsWith(".invalid")).toBe(true);
      // never the typed password, and a new one each time: the attempt can sign no one in
      expect(attempt.password).not.toBe("qualquer1");
    },
  );

  it.each(["not_found", "not_superadmin"] as const)(
    "%s past the limit: 'Muitas tentativas', not whether the name exists",
    async (status) => {
      lookup({ status });
      signInWithPassword.mockResolvedValue(limited);
      const outcome = await signIn("superadmin", "qualquer1");
      expect(outcome).toMatchObject({ ok: false, failure: { kind: "backend", error: { status: 429 } } });
    },
  );

  it("a superadmin's nickname signs in with its e-mail: one attempt, the real one", async () => {
    lookup({ status: "ok", email: "superadmin@vitrine.example" });
    signInWithPassword.mockResolvedValue(reply(token({ sub: "u1", tipo_conta: "superadmin" })));
    await expect(signIn("superadmin", "vitrine123")).resolves.toEqual({ ok: true, type: "superadmin" });
    expect(signInWithPassword).toHaveBeenCalledOnce();
    expect(signInWithPassword).toHaveBeenCalledWith({
      email: "superadmin@vitrine.example",
      password: "vitrine123",
    });
  });

  it("an e-mail is never looked up", async () => {
    signInWithPassword.mockResolvedValue(invalidCredentials);
    await signIn("cliente@vitrine.example", "errada123");
    expect(rpc).not.toHaveBeenCalled();
  });
});
