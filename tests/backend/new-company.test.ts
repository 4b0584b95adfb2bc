import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { decideStore } from "@/lib/admin/company-writes";
import type { NewCompanyForm } from "@/lib/admin/new-company-form";
import { inviteCompanyOwner } from "@/lib/admin/new-company-writes";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, DEMO_PASSWORD, signedIn, startMemoryBackend, type Client } from "./helpers";
import { linkFromMail, mailsTo, readMail } from "./outbox";

let backend: EmbeddedBackend;
let secret: Client;
let superadmin: Client;

beforeAll(async () => {
  backend = await startMemoryBackend();
  secret = client(backend, backend.secretKey);
  superadmin = (await signedIn(backend, "superadmin@vitrine.example")).supabase;
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const form = (email: string, overrides: Partial<NewCompanyForm> = {}): NewCompanyForm => ({
  ownerName: "Rita Moreira",
  email,
  storeName: "Empório da Rita",
  phone: "(31) 3333-4444",
  cep: "30140-100",
  street: "Rua da Bahia, 100",
  neighborhood: "Centro",
  city: "Belo Horizonte",
  uf: "MG",
  category: CATEGORY_IDS.mercado,
  ...overrides,
});
const MAIL = {
  redirectTo: "http://127.0.0.1:3100/auth/confirm",
  invitation: "A loja Empório da Rita foi cadastrada na Vitrine, e você é o responsável por ela.",
};

describe("'Nova Empresa': the owner's account, the invitation and the store, as a business sign-up makes them", () => {
  it("creates an empresa account that owns a pending store, and e-mails the owner the invitation", async () => {
    const email = `emporio.${Date.now()}@vitrine.example`;
    const created = await inviteCompanyOwner(secret, form(email), MAIL);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const store = await secret
      .from("lojas")
      .select("nome, status, plano, categoria_id, tipo_servico, telefone, cidade, uf")
      .eq("id", created.storeId)
      .single();
    expect(store.data).toEqual({
      nome: "Empório da Rita",
      status: "pendente",
      plano: "gratuito",
      categoria_id: CATEGORY_IDS.mercado,
      tipo_servico: "mercado",
      telefone: "(31) 3333-4444",
      cidade: "Belo Horizonte",
      uf: "MG",
    });
    const profile = await secret
      .from("perfis")
      .select("tipo_conta, nome_completo")
      .eq("user_id", created.ownerId)
      .single();
    expect(profile.data).toEqual({ tipo_conta: "empresa", nome_completo: "Rita Moreira" });

    const [mail] = await mailsTo(backend, email);
    expect(mail?.Subject).toBe("Vitrine: você recebeu um convite");
    expect((await readMail(backend, mail!.ID)).Text).toContain(MAIL.invitation);
    // the owner opens the link, chooses a password and signs in to their store
    const link = await linkFromMail(backend, email);
    const owner = client(backend, backend.publishableKey);
    expect((await owner.auth.verifyOtp({ type: "invite", token_hash: link.tokenHash })).error).toBeNull();
    expect((await owner.auth.updateUser({ password: DEMO_PASSWORD })).error).toBeNull();
    const again = await signedIn(backend, email);
    const own = await again.supabase.from("membros_loja").select("loja_id, papel");
    expect(own.data).toEqual([{ loja_id: created.storeId, papel: "dono" }]);

    // an administrator who may approve puts it on the storefront, as for a sign-up
    expect(await decideStore(superadmin, created.storeId, "approved")).toEqual({ ok: true });
    const anon = client(backend, backend.publishableKey);
    expect((await anon.from("lojas").select("nome").eq("id", created.storeId)).data).toEqual([
      { nome: "Empório da Rita" },
    ]);
  });

  it("refuses an e-mail that already has an account, and creates no store", async () => {
    const before = await secret.from("lojas").select("id");
    const result = await inviteCompanyOwner(secret, form("cliente@vitrine.example"), MAIL);
    expect(result).toEqual({ ok: false, error: "accountExists" });
    const after = await secret.from("lojas").select("id");
    expect(after.data).toHaveLength(before.data!.length);
  });

  it("refuses a store the database would not accept (a category no longer active), leaving no account", async () => {
    const email = `inativa.${Date.now()}@vitrine.example`;
    const category = await secret
      .from("categorias")
      .insert({ nome: "Categoria Antiga", slug: `antiga-${Date.now()}`, tipo: "produto", ativo: false })
      .select("id")
      .single();
    const result = await inviteCompanyOwner(secret, form(email, { category: category.data!.id }), MAIL);
    expect(result).toEqual({ ok: false, error: "storeRefused" });
    expect((await secret.from("perfis").select("user_id").eq("email", email)).data).toEqual([]);
  });
});
