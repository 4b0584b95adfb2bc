import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, rawFetch, startMemoryBackend, uniqueEmail, type Client } from "./helpers";

// 'Cadastrar Empresa' through supabase-js against the embedded Auth: one sign-up makes the empresa account,
// its pending store and the membership, or nothing at all (migration *_cadastro_empresa.sql).

const PASSWORD = "senha-forte-123";
const store = (nome: string) => ({
  nome,
  telefone: "(31) 3222-1100",
  cep: "30130-010",
  logradouro: "Avenida Afonso Pena, 1000",
  bairro: "Centro",
  cidade: "Belo Horizonte",
  uf: "MG",
  categoria_id: CATEGORY_IDS.lanches,
});

let backend: EmbeddedBackend;
let secret: Client;

beforeAll(async () => {
  backend = await startMemoryBackend();
  secret = client(backend, backend.secretKey);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

async function signUp(email: string, data: Record<string, unknown>) {
  return client(backend).auth.signUp({ email, password: PASSWORD, options: { data } });
}

const storesNamed = async (nome: string) =>
  (await secret.from("lojas").select("id, status, plano, ativa").eq("nome", nome)).data ?? [];

describe("business sign-up (supabase-js, embedded Auth)", () => {
  it("creates an empresa account owning a pending store, which the owner reads and the public does not", async () => {
    const nome = `Lanchonete ${uniqueEmail("x")}`.slice(0, 60);
    const { data, error } = await signUp(uniqueEmail("empresa"), { cadastro: "empresa", loja: store(nome) });
    expect(error).toBeNull();
    const owner = data.user!.id;

    const perfil = await secret.from("perfis").select("tipo_conta").eq("user_id", owner).single();
    expect(perfil.data).toEqual({ tipo_conta: "empresa" });
    const [loja] = await storesNamed(nome);
    expect(loja).toMatchObject({ status: "pendente", plano: "gratuito", ativa: true });
    const membros = await secret.from("membros_loja").select("loja_id, papel").eq("user_id", owner);
    expect(membros.data).toEqual([{ loja_id: loja!.id, papel: "dono" }]);

    // the sign-up's own session reads the store under RLS; a visitor gets nothing for its id
    const ownerClient = client(backend);
    await ownerClient.auth.setSession({
      access_token: data.session!.access_token,
      refresh_token: data.session!.refresh_token,
    });
    const own = await ownerClient.from("lojas").select("id, status").eq("id", loja!.id).maybeSingle();
    expect(own.data).toEqual({ id: loja!.id, status: "pendente" });
    const visitor = await client(backend).from("lojas").select("id").eq("id", loja!.id).maybeSingle();
    expect(visitor).toMatchObject({ data: null, error: null });
  });

  it("gives a sign-up asking for admin a plain cliente account and no store", async () => {
    const nome = "Loja que pede admin";
    const { data, error } = await signUp(uniqueEmail("admin"), {
      cadastro: "admin",
      tipo: "admin",
      tipo_conta: "superadmin",
      loja: store(nome),
    });
    expect(error).toBeNull();
    const perfil = await secret.from("perfis").select("tipo_conta").eq("user_id", data.user!.id).single();
    expect(perfil.data).toEqual({ tipo_conta: "cliente" });
    expect(await storesNamed(nome)).toEqual([]);
  });

  it("refuses an invalid store with GoTrue's database error and leaves no user and no store", async () => {
    const email = uniqueEmail("cep");
    const nome = "Loja de CEP inválido";
    const { data, error } = await signUp(email, {
      cadastro: "empresa",
      loja: { ...store(nome), cep: "3013" },
    });
    expect(data.user).toBeNull();
    // auth-js reads no body of a 5xx (AuthRetryableFetchError): the status is what the app can tell apart
    expect(error).toMatchObject({ name: "AuthRetryableFetchError", status: 500 });
    const raw = await rawFetch(backend, "/auth/v1/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        data: { cadastro: "empresa", loja: { ...store(nome), uf: "mg" } },
      }),
    });
    expect(raw).toMatchObject({
      status: 500,
      body: { code: "unexpected_failure", message: "Database error saving new user" },
    });
    expect(await storesNamed(nome)).toEqual([]);
    const users = await secret.from("perfis").select("user_id").eq("email", email);
    expect(users.data).toEqual([]);
    // the address is still free: the same person can correct the CEP and sign up
    const retry = await signUp(email, { cadastro: "empresa", loja: store(nome) });
    expect(retry.error).toBeNull();
    expect(await storesNamed(nome)).toHaveLength(1);
  });
});
