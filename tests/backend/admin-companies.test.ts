import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { decideStore, deleteStore } from "@/lib/admin/company-writes";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, type Client } from "./helpers";

// 'Empresas' writes (lib/admin/company-writes.ts) through supabase-js as each account type: the database
// decides who approves, rejects and deletes, and a decision is taken only once.

const FORNO = COMPANY_IDS.fornoELenha; // pending
const MERCADINHO = COMPANY_IDS.mercadinhoSaoJose; // pending
const POPULAR = COMPANY_IDS.drogariaPopular; // rejected
const seeded = catalogueRows();
const pendingSeeded = seeded.lojas.filter((l) => l.status === "pendente").map((l) => l.id);

let backend: EmbeddedBackend;
let secret: Client;
const signed = {} as Record<"admin" | "superadmin" | "empresa" | "cliente", Client>;

beforeAll(async () => {
  backend = await startMemoryBackend();
  secret = client(backend, backend.secretKey);
  for (const account of ["admin", "superadmin", "empresa", "cliente"] as const) {
    signed[account] = (await signedIn(backend, `${account}@vitrine.example`)).supabase;
  }
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const storeRow = async (id: string) =>
  (await secret.from("lojas").select("status, ativa").eq("id", id).maybeSingle()).data;

describe("admin company writes through supabase-js (RLS and the lojas guard decide)", () => {
  it("lets the admin read every store, pending and rejected included", async () => {
    const { data } = await signed.admin.from("lojas").select("id, status");
    expect(data).toHaveLength(seeded.lojas.length);
    expect(
      data
        ?.filter((l) => l.status === "pendente")
        .map((l) => l.id)
        .sort(),
    ).toEqual(pendingSeeded.sort());
  });

  it("approves a pending store once: status only, ativa as it was; a second decision is 'already decided'", async () => {
    const before = await storeRow(FORNO);
    expect(await decideStore(signed.admin, FORNO, "approved")).toEqual({ ok: true });
    expect(await storeRow(FORNO)).toEqual({ status: "aprovada", ativa: before!.ativa });
    expect(await decideStore(signed.superadmin, FORNO, "rejected")).toEqual({
      ok: false,
      error: "alreadyDecided",
    });
    expect(await decideStore(signed.admin, POPULAR, "approved")).toEqual({
      ok: false,
      error: "alreadyDecided",
    });
    expect((await storeRow(POPULAR))?.status).toBe("rejeitada");
    // and anyone may now see it
    const visible = await client(backend).from("lojas").select("id").eq("id", FORNO).maybeSingle();
    expect(visible.data).toEqual({ id: FORNO });
  });

  it("leaves every status as it was when an owner or a shopper tries to decide", async () => {
    // the demo empresa owns Pão Quente (approved): the guard trigger refuses a status change
    expect(await decideStore(signed.empresa, DEMO_COMPANY_ID, "rejected")).toEqual({
      ok: false,
      error: "alreadyDecided",
    });
    expect(await decideStore(signed.empresa, MERCADINHO, "approved")).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await decideStore(signed.cliente, MERCADINHO, "approved")).toEqual({
      ok: false,
      error: "notFound",
    });
    expect((await storeRow(MERCADINHO))?.status).toBe("pendente");
  });

  it("deletes a store for the admin only, with its products", async () => {
    expect(await deleteStore(signed.empresa, DEMO_COMPANY_ID)).toEqual({ ok: false, error: "forbidden" });
    expect(await deleteStore(signed.cliente, MERCADINHO)).toEqual({ ok: false, error: "notFound" });
    expect(await storeRow(DEMO_COMPANY_ID)).not.toBeNull();

    expect(await deleteStore(signed.admin, MERCADINHO)).toEqual({ ok: true });
    expect(await storeRow(MERCADINHO)).toBeNull();
    const products = await secret.from("produtos").select("id").eq("loja_id", MERCADINHO);
    expect(products.data).toEqual([]);
    expect(await deleteStore(signed.admin, MERCADINHO)).toEqual({ ok: false, error: "notFound" });
  });
});
