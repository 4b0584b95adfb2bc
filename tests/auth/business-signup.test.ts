import { beforeEach, describe, expect, it, vi } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { businessSignUpData, businessSignUpSchema, formatCep, formatPhone } from "@/lib/auth/sign-up-schema";
import messages from "@/messages/pt-BR.json";
import { failed } from "@/tests/support/form-result";

type Catalogue = Record<string, unknown>;

function lookup(namespace: string, key: string): string {
  let node: unknown = (messages as Catalogue)[namespace];
  for (const part of key.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${namespace}.${key}`);
  return node;
}

const redirect = vi.fn((to: string) => {
  throw new Error(`NEXT_REDIRECT ${to}`);
});
const signUp = vi.fn();
const signOut = vi.fn();
const clearAuthCookies = vi.fn();
const getCategories = vi.fn();

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(namespace, key),
}));
vi.mock("next/navigation", () => ({ redirect: (to: string) => redirect(to) }));
vi.mock("@/lib/auth/clear-auth-cookies", () => ({ clearAuthCookies: () => clearAuthCookies() }));
vi.mock("@/lib/data/categories", () => ({ getCategories: () => getCategories() }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { signUp, signOut } }),
}));

const { registerBusiness } = await import("@/lib/auth/actions/register");

const valid = {
  email: "loja@exemplo.com",
  password: "segredo1",
  confirmPassword: "segredo1",
  storeName: "  Quitanda do Zé ",
  phone: "31 3333 4444",
  cep: "30150310",
  street: "Rua Itajubá, 10",
  neighborhood: "Santa Efigênia",
  city: "Belo Horizonte",
  uf: "MG",
  category: CATEGORY_IDS.mercado,
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  vi.clearAllMocks();
  getCategories.mockResolvedValue([
    { id: CATEGORY_IDS.mercado, nome: "Mercado", ativo: true },
    { id: CATEGORY_IDS.bebidas, nome: "Bebidas", ativo: false },
  ]);
});

describe("business sign-up rules", () => {
  it.each([
    ["(31) 3333-4444", "(31) 3333-4444"],
    ["3133334444", "(31) 3333-4444"],
    ["31 99999 8888", "(31) 99999-8888"],
    ["333-4444", null],
    ["(01) 3333-4444", null],
    ["313333444455", null],
  ])("phone %j is %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ["30150-310", "30150-310"],
    [" 30150310 ", "30150-310"],
    ["3015-0310", null],
    ["30150-31", null],
    ["abcde-fgh", null],
  ])("CEP %j is %j", (input, expected) => {
    expect(formatCep(input)).toBe(expected);
  });

  it.each([
    ["storeName", "   ", "Nome da loja é obrigatório"],
    ["storeName", "x".repeat(81), "Nome da loja deve ter no máximo 80 caracteres"],
    ["phone", "1234", "Informe o telefone com DDD, por exemplo (31) 3333-4444"],
    ["cep", "3015", "CEP deve estar no formato 00000-000"],
    ["street", "", "Endereço é obrigatório"],
    ["neighborhood", " ", "Bairro é obrigatório"],
    ["city", "", "Cidade é obrigatória"],
    ["uf", "XX", "Selecione a UF"],
    ["category", "", "Selecione a categoria"],
    ["confirmPassword", "outra", "Senhas não coincidem"],
    ["password", "12345", "Senha deve ter pelo menos 6 caracteres"],
  ])("refuses %s %j with '%s', keeping the typed store fields", async (field, value, message) => {
    const submitted: Record<string, string> = { ...valid, [field]: value };
    const state = failed(await registerBusiness(null, form(submitted)));
    expect(state.fieldErrors).toMatchObject({ [field]: message });
    expect(state.values).toMatchObject({
      storeName: submitted.storeName,
      cep: submitted.cep,
      uf: submitted.uf,
    });
    expect(state.values).not.toHaveProperty("password");
    expect(signUp).not.toHaveBeenCalled();
  });

  it("sends the trigger one tidy store payload, and nothing that names another account type", () => {
    const parsed = businessSignUpSchema.parse(valid);
    expect(businessSignUpData(parsed)).toEqual({
      cadastro: "empresa",
      loja: {
        nome: "Quitanda do Zé",
        telefone: "(31) 3333-4444",
        cep: "30150-310",
        logradouro: "Rua Itajubá, 10",
        bairro: "Santa Efigênia",
        cidade: "Belo Horizonte",
        uf: "MG",
        categoria_id: CATEGORY_IDS.mercado,
      },
    });
  });
});

describe("registerBusiness action", () => {
  it("signs up with the store payload and, signed in at once, sends the owner to /company", async () => {
    signUp.mockResolvedValue({
      data: { user: { identities: [{}] }, session: { access_token: "t" } },
      error: null,
    });
    await expect(registerBusiness(null, form(valid))).rejects.toThrow("NEXT_REDIRECT /company");
    expect(signUp).toHaveBeenCalledWith({
      email: valid.email,
      password: valid.password,
      options: {
        data: businessSignUpData(businessSignUpSchema.parse(valid)),
        emailRedirectTo: expect.any(String),
      },
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(clearAuthCookies).not.toHaveBeenCalled();
  });

  it("without a session (e-mail confirmation on) reports success and keeps no cookie", async () => {
    signUp.mockResolvedValue({ data: { user: { identities: [{}] }, session: null }, error: null });
    expect(await registerBusiness(null, form(valid))).toEqual({ ok: true });
    expect(redirect).not.toHaveBeenCalled();
    expect(clearAuthCookies).toHaveBeenCalled();
  });

  it("refuses a category that is switched off or unknown before signing up", async () => {
    for (const category of [CATEGORY_IDS.bebidas, "00000000-0000-4000-8000-000000000000"]) {
      const state = failed(await registerBusiness(null, form({ ...valid, category })));
      expect(state.fieldErrors).toEqual({
        category: "Essa categoria não está mais disponível. Escolha outra.",
      });
    }
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    [
      { status: 500, name: "AuthRetryableFetchError", message: "{}" },
      "Não foi possível criar a loja com esses dados. Confira os campos e tente novamente.",
    ],
    [{ status: 503, name: "AuthRetryableFetchError", message: "{}" }, "Erro de conexão"],
    [
      { status: 422, code: "user_already_exists", message: "User already registered" },
      "Este email já está cadastrado.",
    ],
    [
      { status: 429, code: "over_request_rate_limit", message: "Request rate limit reached" },
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    ],
  ])("maps the sign-up error %j to '%s', keeping the typed values", async (error, message) => {
    signUp.mockResolvedValue({ data: { user: null, session: null }, error });
    const state = failed(await registerBusiness(null, form(valid)));
    expect(state.error).toBe(message);
    expect(state.values).toMatchObject({ email: valid.email, storeName: valid.storeName, city: valid.city });
    expect(clearAuthCookies).toHaveBeenCalled();
  });
});
