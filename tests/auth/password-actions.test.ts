import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";
import { failed } from "@/tests/support/form-result";

type Catalogue = Record<string, unknown>;

/** The catalogue's text at "namespace.key" (namespaces may be dotted, like "changePassword.errors"). */
function lookup(path: string): string {
  let node: unknown = messages;
  for (const part of path.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${path}`);
  return node;
}

const getCurrentUser = vi.hoisted(() => vi.fn());
const verifyCurrentPassword = vi.hoisted(() => vi.fn());
const updateUser = vi.hoisted(() => vi.fn());
const getClaims = vi.hoisted(() => vi.fn());
const resetPasswordForEmail = vi.hoisted(() => vi.fn());
const markRateLimited = vi.hoisted(() => vi.fn());
const redirect = vi.hoisted(() =>
  vi.fn((to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  }),
);

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(`${namespace}.${key}`),
}));
vi.mock("next/navigation", () => ({ redirect }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser }));
vi.mock("@/lib/auth/verify-password", () => ({ verifyCurrentPassword }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { updateUser, getClaims } }),
}));
vi.mock("@/lib/supabase/sessionless", () => ({
  createSessionlessClient: async () => ({ auth: { resetPasswordForEmail } }),
}));
vi.mock("@/lib/server/rate-limited-reply", () => ({ markRateLimited }));
vi.mock("@/lib/env", () => ({ siteUrl: () => "https://vitrine.example" }));

const { changePassword } = await import("@/lib/auth/actions/change-password");
const { requestPasswordReset, setNewPassword } = await import("@/lib/auth/actions/recovery");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const ANA = { id: "u1", email: "cliente@vitrine.example", type: "cliente" };
const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  changePassword(null, form({ currentPassword, newPassword, confirmPassword }));

beforeEach(() => {
  vi.clearAllMocks();
  getCurrentUser.mockResolvedValue(ANA);
  verifyCurrentPassword.mockResolvedValue("ok");
  updateUser.mockResolvedValue({ data: { user: { id: "u1" } }, error: null });
});

describe("'Alterar Senha' checks the current password, then saves the new one", () => {
  it("the right current password: Auth sets the new one for the signed-in user, 'Senha alterada com sucesso!'", async () => {
    await expect(change("vitrine123", "novasenha1")).resolves.toEqual({
      ok: true,
      message: "Senha alterada com sucesso!",
    });
    expect(verifyCurrentPassword).toHaveBeenCalledWith("cliente@vitrine.example", "vitrine123");
    expect(updateUser).toHaveBeenCalledWith({ password: "novasenha1" });
  });

  it("a wrong current password: 'Senha atual incorreta.' under that field, nothing saved", async () => {
    verifyCurrentPassword.mockResolvedValue("wrong");
    const state = failed(await change("errada", "novasenha1"));
    expect(state.error).toBe("Senha atual incorreta.");
    expect(state.fieldErrors).toEqual({ currentPassword: "Senha atual incorreta." });
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("too many attempts: the sign-in's own message, and the reply is marked 429", async () => {
    verifyCurrentPassword.mockResolvedValue("limited");
    const state = failed(await change("errada", "novasenha1"));
    expect(state.error).toBe(messages.login.errors.rateLimited);
    expect(markRateLimited).toHaveBeenCalledOnce();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("Auth not answering the check: 'Erro ao alterar senha. Tente novamente.'", async () => {
    verifyCurrentPassword.mockResolvedValue("unavailable");
    expect(failed(await change("vitrine123", "novasenha1")).error).toBe(
      "Erro ao alterar senha. Tente novamente.",
    );
  });

  it.each([
    [
      "same_password",
      "A nova senha deve ser diferente da senha atual.",
      { newPassword: "A nova senha deve ser diferente da senha atual." },
    ],
    [
      "weak_password",
      "A senha deve ter pelo menos 6 caracteres",
      { newPassword: "A senha deve ter pelo menos 6 caracteres" },
    ],
    ["unexpected_failure", "Erro ao alterar senha. Tente novamente.", {}],
  ])("Auth refusing the new password with %s: %s", async (code, error, fieldErrors) => {
    updateUser.mockResolvedValue({ data: { user: null }, error: { status: 422, code } });
    const state = failed(await change("vitrine123", "novasenha1"));
    expect(state.error).toBe(error);
    expect(state.fieldErrors ?? {}).toEqual(fieldErrors);
  });

  it("a thrown save: 'Erro ao alterar senha. Tente novamente.'", async () => {
    updateUser.mockRejectedValue(new Error("fetch failed"));
    expect(failed(await change("vitrine123", "novasenha1")).error).toBe(
      "Erro ao alterar senha. Tente novamente.",
    );
  });

  it.each([
    ["a confirmation that differs", "novasenha1", "novasenha2", "As senhas não coincidem"],
    ["5 characters", "12345", "12345", "A senha deve ter pelo menos 6 caracteres"],
    ["37 'ç' (74 bytes)", "ç".repeat(37), "ç".repeat(37), messages.changePassword.errors.tooLong],
  ])("%s is refused before anything is asked of Auth", async (_case, next, confirm, error) => {
    expect(failed(await change("vitrine123", next, confirm)).error).toBe(error);
    expect(verifyCurrentPassword).not.toHaveBeenCalled();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("no password is ever echoed back to the form", async () => {
    verifyCurrentPassword.mockResolvedValue("wrong");
    const state = failed(await change("errada", "novasenha1"));
    expect(Object.values(state.values ?? {}).filter(Boolean)).toEqual([]);
  });

  it("a session that ended while the form was open goes to /login", async () => {
    getCurrentUser.mockResolvedValue(null);
    await expect(change("vitrine123", "novasenha1")).rejects.toThrow("NEXT_REDIRECT /login");
    expect(verifyCurrentPassword).not.toHaveBeenCalled();
  });

  it("a backend that cannot say who is signed in: 'Erro ao alterar senha. Tente novamente.'", async () => {
    getCurrentUser.mockRejectedValue(new Error("unavailable"));
    expect(failed(await change("vitrine123", "novasenha1")).error).toBe(
      "Erro ao alterar senha. Tente novamente.",
    );
  });
});

describe("'Esqueci minha senha' never says whether an account exists", () => {
  const ask = (email: string) => requestPasswordReset(null, form({ email }));
  const SENT = "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.";

  it.each([
    ["an account's address", null],
    ["an address Auth does not know (it answers the same)", null],
    ["Auth's e-mail rate limit", { status: 429, code: "over_email_send_rate_limit" }],
    ["an address Auth will not mail", { status: 400, code: "email_address_invalid" }],
  ])("%s: the same neutral answer", async (_case, error) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    resetPasswordForEmail.mockResolvedValue({ data: {}, error });
    await expect(ask("alguem@vitrine.example")).resolves.toEqual({ ok: true, message: SENT });
    expect(markRateLimited).not.toHaveBeenCalled();
  });

  it("the link leads to this site's confirm route, whatever the form carried", async () => {
    resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    const data = form({ email: " cliente@vitrine.example ", redirectTo: "https://evil.example" });
    await requestPasswordReset(null, data);
    expect(resetPasswordForEmail).toHaveBeenCalledWith("cliente@vitrine.example", {
      redirectTo: "https://vitrine.example/auth/confirm",
    });
  });

  it("Auth out of reach is said (it says nothing about the account), and the e-mail stays typed", async () => {
    resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: { name: "AuthRetryableFetchError", status: 0 },
    });
    const state = failed(await ask("cliente@vitrine.example"));
    expect(state.error).toBe("Erro de conexão. Tente novamente em instantes.");
    expect(state.values).toEqual({ email: "cliente@vitrine.example" });
  });

  it.each([
    ["", "Email é obrigatório"],
    ["sem-arroba", "Informe um email válido."],
  ])("%j: %s, and nothing is sent", async (email, error) => {
    expect(failed(await ask(email)).error).toBe(error);
    expect(resetPasswordForEmail).not.toHaveBeenCalled();
  });
});

describe("'Criar nova senha' saves only for a session a recovery link opened", () => {
  const NOW = Math.floor(Date.now() / 1000);
  const save = (password: string, confirm = password) =>
    setNewPassword(null, form({ newPassword: password, confirmPassword: confirm }));
  const session = (amr: object[]) => ({
    data: { claims: { sub: "u1", tipo_conta: "cliente", amr } },
    error: null,
  });

  it("a recovery session: Auth sets the password, 'Senha alterada com sucesso!'", async () => {
    getClaims.mockResolvedValue(session([{ method: "otp", timestamp: NOW - 30 }]));
    await expect(save("novasenha1")).resolves.toEqual({ ok: true, message: "Senha alterada com sucesso!" });
    expect(updateUser).toHaveBeenCalledWith({ password: "novasenha1" });
  });

  it.each([
    ["a password sign-in", session([{ method: "password", timestamp: NOW }])],
    ["a link followed two hours ago", session([{ method: "otp", timestamp: NOW - 7200 }])],
    ["no session", { data: null, error: null }],
  ])("%s: the link has expired, nothing saved", async (_case, claims) => {
    getClaims.mockResolvedValue(claims);
    expect(failed(await save("novasenha1")).error).toBe(messages.newPassword.expired);
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("the rules of 'Alterar Senha' apply", async () => {
    expect(failed(await save("novasenha1", "novasenha2")).error).toBe("As senhas não coincidem");
    expect(getClaims).not.toHaveBeenCalled();
  });

  it("the old password again: Auth's same_password as the form's message", async () => {
    getClaims.mockResolvedValue(session([{ method: "otp", timestamp: NOW }]));
    updateUser.mockResolvedValue({ data: { user: null }, error: { status: 422, code: "same_password" } });
    expect(failed(await save("vitrine123")).fieldErrors).toEqual({
      newPassword: "A nova senha deve ser diferente da senha atual.",
    });
  });
});
