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
const signUp = vi.fn();

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(namespace, key),
}));
vi.mock("next/navigation", () => ({ redirect: vi.fn() }));
vi.mock("@/lib/auth/sign-in", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
vi.mock("@/lib/auth/clear-auth-cookies", () => ({ clearAuthCookies: vi.fn() }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { signUp, signOut: vi.fn() } }),
}));

const { login } = await import("@/lib/auth/actions/login");
const { register } = await import("@/lib/auth/actions/register");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const RATE_LIMITED = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the edges on the login and register screens", () => {
  it("login: Supabase's 429 shows 'Muitas tentativas...' and keeps the typed e-mail", async () => {
    signIn.mockResolvedValue({
      ok: false,
      failure: { kind: "backend", error: { status: 429, code: "over_request_rate_limit" } },
    });
    const state = failed(await login(null, form({ identifier: "ana@exemplo.com", password: "errada123" })));
    expect(state.error).toBe(RATE_LIMITED);
    expect(state.values).toEqual({ identifier: "ana@exemplo.com" });
  });

  it("login: a deadline that passed shows 'Erro de conexão' and keeps the typed e-mail", async () => {
    signIn.mockResolvedValue({
      ok: false,
      failure: { kind: "backend", error: { name: "AuthRetryableFetchError", status: 0, message: "timeout" } },
    });
    const state = failed(await login(null, form({ identifier: "ana@exemplo.com", password: "vitrine123" })));
    expect(state.error).toBe("Erro de conexão");
    expect(state.values).toEqual({ identifier: "ana@exemplo.com" });
  });

  it("register: 72 'ç' (144 bytes) is refused with the 72-byte message, before any backend call", async () => {
    const password = "ç".repeat(72);
    const state = failed(
      await register(null, form({ email: "ana@exemplo.com", password, confirmPassword: password })),
    );
    expect(state.error).toBe(messages.register.errors.passwordMax);
    expect(state.error).toContain("72 bytes");
    expect(state.values).toEqual({ email: "ana@exemplo.com" });
    expect(signUp).not.toHaveBeenCalled();
  });

  it("register: 36 'ç' (72 bytes) is accepted", async () => {
    signUp.mockResolvedValue({ data: { user: { identities: [{}] }, session: null }, error: null });
    const password = "ç".repeat(36);
    const state = await register(
      null,
      form({ email: "ana@exemplo.com", password, confirmPassword: password }),
    );
    expect(state.ok).toBe(true);
  });

  it("register: Supabase's 429 and a passed deadline keep the e-mail", async () => {
    signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { status: 429, code: "over_request_rate_limit", message: "Request rate limit reached" },
    });
    const valid = { email: "ana@exemplo.com", password: "segredo1", confirmPassword: "segredo1" };
    const limited = await register(null, form(valid));
    expect(limited).toMatchObject({ error: RATE_LIMITED, values: { email: "ana@exemplo.com" } });
    signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { name: "AuthRetryableFetchError", status: 0, message: "Supabase não respondeu em 5000 ms" },
    });
    const late = await register(null, form(valid));
    expect(late).toMatchObject({ error: "Erro de conexão", values: { email: "ana@exemplo.com" } });
  });
});
