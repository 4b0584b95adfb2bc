import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";
import { failed } from "@/tests/support/form-result";

type Catalogue = Record<string, unknown>;

function lookup(namespace: string, key: string): string {
  let node: unknown = (messages as Catalogue)[namespace];
  for (const part of key.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${namespace}.${key}`);
  return node;
}

const signIn = vi.fn();
const redirect = vi.fn((to: string) => {
  throw new Error(`NEXT_REDIRECT ${to}`);
});
const signUp = vi.fn();
const signOut = vi.fn();
const clearAuthCookies = vi.fn();

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(namespace, key),
}));
vi.mock("next/navigation", () => ({ redirect: (to: string) => redirect(to) }));
vi.mock("@/lib/auth/sign-in", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
vi.mock("@/lib/auth/clear-auth-cookies", () => ({ clearAuthCookies: () => clearAuthCookies() }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { signUp, signOut } }),
}));

const { login } = await import("@/lib/auth/actions/login");
const { register } = await import("@/lib/auth/actions/register");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("login action", () => {
  it.each([
    ["no arguments", undefined],
    ["an empty array", []],
    ["numbers", 1],
    ["a plain object", { identifier: "cliente@vitrine.example", password: "vitrine123" }],
  ])(
    "called with %s instead of a form (a forged action call): 'Por favor, preencha todos os campos.', never a crash",
    async (_case, forged) => {
      const state = failed(await login(null, forged as unknown as FormData));
      expect(state.error).toBe("Por favor, preencha todos os campos.");
      expect(signIn).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["both empty", "", ""],
    ["blank identifier", "   ", "vitrine123"],
    ["empty password", "cliente@vitrine.example", ""],
  ])(
    "%s: 'Por favor, preencha todos os campos.' and the identifier is kept",
    async (_case, identifier, password) => {
      const state = failed(await login(null, form({ identifier, password })));
      expect(state.error).toBe("Por favor, preencha todos os campos.");
      expect(state.values).toEqual({ identifier });
      expect(JSON.stringify(state)).not.toContain("vitrine123");
      expect(signIn).not.toHaveBeenCalled();
    },
  );

  it("refuses oversized input before any backend call", async () => {
    const state = failed(await login(null, form({ identifier: `${"a".repeat(300)}@x.com`, password: "x" })));
    expect(state.error).toBe("Credenciais inválidas");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("maps a sign-in failure and keeps the identifier, never the password", async () => {
    signIn.mockResolvedValue({ ok: false, failure: { kind: "nickname", status: "not_found" } });
    const state = failed(await login(null, form({ identifier: " fulano ", password: "segredo" })));
    expect(signIn).toHaveBeenCalledWith("fulano", "segredo");
    expect(state).toEqual({
      ok: false,
      error: "Nickname não encontrado.",
      values: { identifier: " fulano " },
    });
  });

  it("goes straight to the user's area on success", async () => {
    signIn.mockResolvedValue({ ok: true, type: "entregador" });
    await expect(
      login(null, form({ identifier: "entregador@vitrine.example", password: "vitrine123" })),
    ).rejects.toThrow("NEXT_REDIRECT /company");
  });

  // product.md D13: the visitor sent to /login from checkout returns there; an unsafe next is today's landing
  it.each([
    ["cliente", "/checkout", "/checkout"],
    ["cliente", "https://evil.example", "/customer"],
    ["cliente", "//evil.example", "/customer"],
    ["cliente", "", "/customer"],
    ["empresa", "/admin", "/company"],
    ["empresa", "/checkout", "/company"],
  ])("a %s signing in with next=%j goes to %s", async (type, next, to) => {
    signIn.mockResolvedValue({ ok: true, type });
    await expect(
      login(null, form({ identifier: `${type}@vitrine.example`, password: "vitrine123", next })),
    ).rejects.toThrow(new RegExp(`^NEXT_REDIRECT ${to}$`));
  });

  it("a failed sign-in never redirects, whatever next says", async () => {
    signIn.mockResolvedValue({ ok: false, failure: { kind: "noUser" } });
    const state = failed(
      await login(null, form({ identifier: "ana@exemplo.com", password: "x", next: "/checkout" })),
    );
    expect(redirect).not.toHaveBeenCalled();
    expect(state.error).toBeTruthy();
    expect(state.values).toEqual({ identifier: "ana@exemplo.com" });
  });
});

describe("register action", () => {
  const valid = { email: "nova@vitrine.example", password: "segredo1", confirmPassword: "segredo1" };

  it.each([
    ["blank e-mail", { ...valid, email: "  " }, "email", "Email é obrigatório"],
    [
      "short password",
      { ...valid, password: "12345", confirmPassword: "12345" },
      "password",
      "Senha deve ter pelo menos 6 caracteres",
    ],
    [
      "different confirmation",
      { ...valid, confirmPassword: "segredo2" },
      "confirmPassword",
      "Senhas não coincidem",
    ],
  ])("%s", async (_case, fields, field, message) => {
    const state = failed(await register(null, form(fields)));
    expect(state.fieldErrors).toMatchObject({ [field]: message });
    expect(state.values).toEqual({ email: fields.email });
    expect(signUp).not.toHaveBeenCalled();
  });

  it("signs up a cliente with the site as confirmation target, then signs the new session out", async () => {
    signUp.mockResolvedValue({
      data: { user: { identities: [{}] }, session: { access_token: "t" } },
      error: null,
    });
    const state = await register(null, form({ ...valid, email: "  nova@vitrine.example " }));
    expect(state).toEqual({ ok: true });
    expect(signUp).toHaveBeenCalledWith({
      email: "nova@vitrine.example",
      password: "segredo1",
      options: { data: { tipo: "cliente" }, emailRedirectTo: expect.stringMatching(/^https?:\/\//) },
    });
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(clearAuthCookies).toHaveBeenCalled();
  });

  it("a reply with no identities means the e-mail is taken", async () => {
    signUp.mockResolvedValue({ data: { user: { identities: [] }, session: null }, error: null });
    const state = failed(await register(null, form(valid)));
    expect(state.error).toBe("Este email já está cadastrado.");
    expect(signOut).not.toHaveBeenCalled();
  });

  it("shows the backend message when no rule matches, and the fallback on a throw", async () => {
    signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { status: 422, message: "Signups not allowed for this instance" },
    });
    expect(failed(await register(null, form(valid))).error).toBe("Signups not allowed for this instance");
    signUp.mockRejectedValueOnce(new Error("boom"));
    expect(failed(await register(null, form(valid))).error).toBe("Erro inesperado. Tente novamente.");
  });
});
