import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, type Client } from "./helpers";

// The catalogue's RLS through supabase-js and the Data API, as each account type (the SQL suite proves
// the same rules statement by statement on PGlite and PostgreSQL).

const PAO = DEMO_COMPANY_ID;
const BELLA = COMPANY_IDS.bellaNapoli;
const FORNO = COMPANY_IDS.fornoELenha; // pending
const ACAI = COMPANY_IDS.acaiDaPraca; // gratuito
const seeded = catalogueRows();
const approved = seeded.lojas.filter((l) => l.status === "aprovada").map((l) => l.id);
const BELLA_PRODUCT = seeded.produtos.find((p) => p.loja_id === BELLA)!;
const PAO_PRODUCT = seeded.produtos.find((p) => p.loja_id === PAO)!;

let backend: EmbeddedBackend;
let anon: Client;
type Account = "cliente" | "empresa" | "entregador" | "admin" | "superadmin";
const signed = {} as Record<Account, Client>;

beforeAll(async () => {
  backend = await startMemoryBackend();
  anon = client(backend);
  for (const account of ["cliente", "empresa", "entregador", "admin", "superadmin"] as const) {
    signed[account] = (await signedIn(backend, `${account}@vitrine.example`)).supabase;
  }
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const storeIds = async (supabase: Client) =>
  (await supabase.from("lojas").select("id")).data?.map((l) => l.id);
const priceOf = async (id: string) =>
  (await signed.admin.from("produtos").select("preco").eq("id", id).single()).data?.preco;

describe("stores and products through supabase-js (RLS decides)", () => {
  it("shows visitors and shoppers only approved stores; a pending store's id finds nothing", async () => {
    for (const supabase of [anon, signed.cliente]) {
      expect((await storeIds(supabase))?.sort()).toEqual([...approved].sort());
      const pending = await supabase.from("lojas").select("id").eq("id", FORNO).maybeSingle();
      expect(pending).toMatchObject({ data: null, error: null });
    }
    const products = await anon.from("produtos").select("id, preco").eq("loja_id", PAO);
    expect(products.data).toHaveLength(seeded.produtos.filter((p) => p.loja_id === PAO).length);
    expect(products.data?.find((p) => p.id === PAO_PRODUCT.id)?.preco).toBe(PAO_PRODUCT.preco);
  });

  it("changes 0 rows when the owner of store A writes store B's product or store B", async () => {
    const product = await signed.empresa
      .from("produtos")
      .update({ preco: 1 })
      .eq("id", BELLA_PRODUCT.id)
      .select();
    expect(product).toMatchObject({ data: [], error: null });
    const removed = await signed.empresa.from("produtos").delete().eq("id", BELLA_PRODUCT.id).select();
    expect(removed).toMatchObject({ data: [], error: null });
    const store = await signed.empresa.from("lojas").update({ nome: "Minha" }).eq("id", BELLA).select();
    expect(store).toMatchObject({ data: [], error: null });
    const created = await signed.empresa
      .from("produtos")
      .insert({ loja_id: BELLA, nome: "Intrusa", preco: 1 });
    expect(created.error).toMatchObject({ code: "42501" });
    expect(await priceOf(BELLA_PRODUCT.id)).toBe(BELLA_PRODUCT.preco);
  });

  it("lets the owner run their own store's catalogue: create, edit, switch off, delete", async () => {
    const created = await signed.empresa
      .from("produtos")
      .insert({ loja_id: PAO, nome: "Broa de fubá", preco: 6.5, destaque: true })
      .select("id, nome")
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id;
    const edited = await signed.empresa
      .from("produtos")
      .update({ preco: 7.25, disponivel: false })
      .eq("id", id)
      .select();
    expect(edited.data).toMatchObject([{ preco: 7.25, disponivel: false }]);
    expect(await anon.from("produtos").select("disponivel").eq("id", id).single()).toMatchObject({
      data: { disponivel: false },
    });
    expect((await signed.empresa.from("produtos").delete().eq("id", id).select()).data).toHaveLength(1);
  });

  it("lets the owner save the store's hours and switch, never its status, plan or rating", async () => {
    const hours = { monday: { open: "07:00", close: "19:00", closed: false } };
    const saved = await signed.empresa
      .from("lojas")
      .update({ horarios: hours, ativa: true })
      .eq("id", PAO)
      .select();
    expect(saved.data).toMatchObject([{ horarios: hours }]);
    for (const change of [{ status: "rejeitada" }, { plano: "gratuito" }, { avaliacao: 5 }]) {
      const refused = await signed.empresa.from("lojas").update(change).eq("id", PAO);
      expect(refused.error).toMatchObject({ code: "42501" });
    }
    const bad = await signed.empresa
      .from("lojas")
      .update({ horarios: { monday: { open: "19:00", close: "07:00", closed: false } } })
      .eq("id", PAO);
    expect(bad.error).toMatchObject({ code: "23514" });
  });

  it("lets the entregador read the store's coupons but write no product", async () => {
    expect((await signed.entregador.from("cupons").select("codigo")).data).toHaveLength(seeded.cupons.length);
    const edit = await signed.entregador
      .from("produtos")
      .update({ preco: 1 })
      .eq("id", PAO_PRODUCT.id)
      .select();
    expect(edit).toMatchObject({ data: [], error: null });
    const create = await signed.entregador.from("produtos").insert({ loja_id: PAO, nome: "X", preco: 1 });
    expect(create.error).toMatchObject({ code: "42501" });
  });

  it("lets a cliente write nothing and read no coupon; keeps coupons from visitors", async () => {
    expect(await signed.cliente.from("lojas").update({ nome: "X" }).eq("id", PAO).select()).toMatchObject({
      data: [],
    });
    expect(await signed.cliente.from("produtos").delete().eq("id", PAO_PRODUCT.id).select()).toMatchObject({
      data: [],
    });
    expect(
      (await signed.cliente.from("produtos").insert({ loja_id: PAO, nome: "X", preco: 1 })).error,
    ).toMatchObject({
      code: "42501",
    });
    expect(await signed.cliente.from("cupons").select("id")).toMatchObject({ data: [], error: null });
    expect((await anon.from("cupons").select("id")).error).toMatchObject({ code: "42501" });
  });

  it("refuses a product past the plan's limit with 'limite_produtos_plano'", async () => {
    const service = client(backend, backend.secretKey);
    const room = 10 - seeded.produtos.filter((p) => p.loja_id === ACAI).length;
    const rows = Array.from({ length: room + 1 }, (_, n) => ({
      loja_id: ACAI,
      nome: `Extra ${n}`,
      preco: 1,
    }));
    const full = await service.from("produtos").insert(rows);
    expect(full.error).toMatchObject({ code: "P0001", message: "limite_produtos_plano" });
    expect((await service.from("produtos").insert(rows.slice(1))).error).toBeNull();
  });

  it("lets admin and superadmin read every store and approve a pending one, which visitors then see", async () => {
    expect(await storeIds(signed.superadmin)).toHaveLength(seeded.lojas.length);
    const approve = await signed.admin
      .from("lojas")
      .update({ status: "aprovada" })
      .eq("id", FORNO)
      .select("status");
    expect(approve.data).toEqual([{ status: "aprovada" }]);
    expect(await storeIds(anon)).toContain(FORNO);
    const again = await signed.superadmin.from("lojas").update({ status: "rejeitada" }).eq("id", FORNO);
    expect(again.error).toMatchObject({ code: "P0001", message: "loja_status_decidido" });
    const details = await signed.admin.from("lojas").update({ nome: "Outra" }).eq("id", FORNO);
    expect(details.error).toMatchObject({ code: "42501" });
  });
});
