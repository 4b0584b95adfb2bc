import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import {
  deleteAddress,
  insertAddress,
  makeDefaultAddress,
  updateAddress,
} from "@/lib/customers/address-writes";
import {
  ADDRESS_LIMIT,
  addressFromRow,
  ENDERECO_COLUMNS,
  type AddressInput,
} from "@/lib/customers/addresses";
import { callPlaceOrder, callValidateCoupon } from "@/lib/orders/place-order-rpc";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import {
  BOOT_TIMEOUT_MS,
  client,
  rawFetch,
  signedIn,
  startMemoryBackend,
  uniqueEmail,
  type Client,
} from "./helpers";

// Checkout's writes through supabase-js as the signed-in customer, as the server actions make them
// (lib/customers/address-writes.ts, lib/orders/place-order-rpc.ts): RLS and the database functions decide.

const PAO = DEMO_COMPANY_ID;
const bread = catalogueRows().produtos.find((p) => p.loja_id === PAO && p.disponivel)!;
const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: "00:00", close: "23:59", closed: false },
  ]),
);

let backend: EmbeddedBackend;
let secret: Client;
let ana: { supabase: Client; accessToken: string };
let other: Client;
let empresa: Client;

const address = (label: string): AddressInput => ({
  label,
  street: "Rua da Bahia",
  number: "1148",
  complement: null,
  neighborhood: "Centro",
  city: "Belo Horizonte",
  state: "MG",
  zipCode: "30160-011",
});
const rowsOf = async (customer: string) =>
  (
    await secret
      .from("enderecos")
      .select(`${ENDERECO_COLUMNS}, created_at`)
      .eq("cliente_id", customer)
      .order("created_at", { ascending: true })
  ).data ?? [];

beforeAll(async () => {
  backend = await startMemoryBackend();
  secret = client(backend, backend.secretKey);
  // the store takes orders whatever the hour this test runs at
  const opened = await secret.from("lojas").update({ horarios: ALL_DAY }).eq("id", PAO).select("id");
  if (opened.data?.length !== 1) throw new Error("could not open the store for the test");
  const signedAna = await signedIn(backend, "cliente@vitrine.example");
  ana = { supabase: signedAna.supabase, accessToken: signedAna.session.access_token };
  empresa = (await signedIn(backend, "empresa@vitrine.example")).supabase;
  other = client(backend);
  const signUp = await other.auth.signUp({ email: uniqueEmail("outra"), password: "segredo123" });
  if (signUp.error || !signUp.data.session) throw signUp.error ?? new Error("no session");
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("a customer's addresses, written as them (RLS decides)", () => {
  it("adds one to the customer's own list; the seeded default stays the default until another is chosen", async () => {
    const before = await rowsOf(DEMO_CUSTOMER_ID);
    const added = await insertAddress(ana.supabase, address("Academia"));
    expect(added).toEqual({ ok: true, id: expect.any(String) });
    const after = await rowsOf(DEMO_CUSTOMER_ID);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((entry) => entry.id === (added.ok ? added.id : ""))!;
    expect(addressFromRow(row)).toMatchObject({ label: "Academia", zipCode: "30160-011", isDefault: false });
    expect(after.filter((entry) => entry.padrao).map((entry) => entry.id)).toEqual(
      before.filter((entry) => entry.padrao).map((entry) => entry.id),
    );
  });

  it("'Tornar padrão' moves the mark; 'Editar' changes only that row", async () => {
    const [first] = await rowsOf(DEMO_CUSTOMER_ID);
    const target = (await rowsOf(DEMO_CUSTOMER_ID)).find((entry) => !entry.padrao)!;
    expect(await makeDefaultAddress(ana.supabase, target.id)).toEqual({ ok: true, id: target.id });
    const defaults = (await rowsOf(DEMO_CUSTOMER_ID))
      .filter((entry) => entry.padrao)
      .map((entry) => entry.id);
    expect(defaults).toEqual([target.id]);
    expect(await updateAddress(ana.supabase, target.id, { ...address("Casa nova"), number: "99" })).toEqual({
      ok: true,
      id: target.id,
    });
    const rows = await rowsOf(DEMO_CUSTOMER_ID);
    expect(rows.find((entry) => entry.id === target.id)).toMatchObject({ rotulo: "Casa nova", numero: "99" });
    expect(rows.find((entry) => entry.id === first!.id)?.rotulo).toBe(first!.rotulo);
  });

  it("another customer's edit, 'Tornar padrão' and removal of Ana's address change 0 rows", async () => {
    const rows = await rowsOf(DEMO_CUSTOMER_ID);
    const victim = rows.find((entry) => !entry.padrao)!;
    expect((await other.from("enderecos").select("id").eq("id", victim.id)).data).toEqual([]);
    expect(await updateAddress(other, victim.id, address("Tomado"))).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await makeDefaultAddress(other, victim.id)).toEqual({ ok: false, error: "notFound" });
    expect(await deleteAddress(other, victim.id)).toEqual({ ok: false, error: "notFound" });
    expect(await rowsOf(DEMO_CUSTOMER_ID)).toEqual(rows);
  });

  it("removing the default hands the mark to the newest remaining address", async () => {
    const current = (await rowsOf(DEMO_CUSTOMER_ID)).find((entry) => entry.padrao)!;
    expect(await deleteAddress(ana.supabase, current.id)).toEqual({ ok: true, id: current.id });
    const rows = await rowsOf(DEMO_CUSTOMER_ID);
    expect(rows.map((entry) => entry.id)).not.toContain(current.id);
    expect(rows.filter((entry) => entry.padrao).map((entry) => entry.id)).toEqual([rows.at(-1)!.id]);
  });

  it("a new customer's first address is the default, and the 11th is refused", async () => {
    const results = [];
    for (let index = 1; index <= ADDRESS_LIMIT + 1; index += 1) {
      results.push(await insertAddress(other, address(`Endereço ${index}`)));
    }
    expect(results.slice(0, ADDRESS_LIMIT).every((result) => result.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, error: "limit" });
    const { data } = await other.from("enderecos").select("rotulo, padrao").eq("padrao", true);
    expect(data).toEqual([{ rotulo: "Endereço 1", padrao: true }]);
  });

  it("a store account keeps no delivery address", async () => {
    expect(await insertAddress(empresa, address("Loja"))).toEqual({ ok: false, error: "refused" });
  });
});

describe("placing an order: the database prices it", () => {
  const priceOf = async () =>
    Number((await secret.from("produtos").select("preco").eq("id", bread.id).single()).data!.preco);
  const rpc = (body: Record<string, unknown>) =>
    rawFetch(backend, "/rest/v1/rpc/fazer_pedido", {
      method: "POST",
      headers: { Authorization: `Bearer ${ana.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a hand-written request that sends a price of R$ 0,01 is charged the product's real price", async () => {
    const price = await priceOf();
    const items = [{ produto_id: bread.id, quantidade: 2, preco: 0.01, preco_unitario: 0.01 }];
    const base = { p_itens: items, p_tipo_entrega: "retirada", p_pagamento: "pix" };

    // saying the total is R$ 0,01 only makes the database refuse, naming the real total
    const refused = await rpc({ ...base, p_chave: randomUUID(), p_total_esperado: 0.01 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "P0001", message: "total_mudou" });
    expect(Number(refused.body?.details)).toBe(price * 2);

    // without an expected total the order goes through, priced from produtos
    const placed = await rpc({ ...base, p_chave: randomUUID(), p_total_esperado: null });
    expect(placed.status).toBe(200);
    const [order] = (placed.body as unknown as { pedidos: { id: string; total: number }[] }).pedidos;
    expect(Number(order!.total)).toBe(price * 2);
    const row = await secret
      .from("pedidos")
      .select("subtotal, taxa_entrega, total")
      .eq("id", order!.id)
      .single();
    expect(row.data).toMatchObject({ subtotal: price * 2, taxa_entrega: 0, total: price * 2 });
    const item = await secret
      .from("itens_pedido")
      .select("preco_unitario, quantidade")
      .eq("pedido_id", order!.id)
      .single();
    expect(item.data).toEqual({ preco_unitario: price, quantidade: 2 });
  });

  it("checkout's call places one order at the total the summary showed; the same key again places nothing more", async () => {
    const price = await priceOf();
    const [home] = (await rowsOf(DEMO_CUSTOMER_ID)).filter((entry) => entry.padrao);
    const fee = Number(
      (await secret.from("lojas").select("taxa_entrega").eq("id", PAO).single()).data!.taxa_entrega,
    );
    const request = {
      items: [{ productId: bread.id, quantity: 1 }],
      deliveryType: "delivery" as const,
      payment: "credit" as const,
      key: randomUUID(),
      addressId: home!.id,
      notes: "Interfone 802",
      coupon: null,
      expectedTotal: Math.round((price + fee) * 100) / 100,
    };
    const first = await callPlaceOrder(ana.supabase, request);
    expect(first).toMatchObject({ ok: true, orders: [{ storeId: PAO, total: request.expectedTotal }] });
    const again = await callPlaceOrder(ana.supabase, request);
    expect(again).toEqual(first);
    const orders = await secret
      .from("pedidos")
      .select("id, endereco, observacoes")
      .eq("chave_idempotencia", request.key);
    expect(orders.data).toHaveLength(1);
    expect(orders.data![0]).toMatchObject({
      observacoes: "Interfone 802",
      endereco: { rotulo: home!.rotulo },
    });
  });

  it("another customer's saved address is no address for Ana's order", async () => {
    const [foreign] = (await other.from("enderecos").select("id")).data!;
    const refused = await callPlaceOrder(ana.supabase, {
      items: [{ productId: bread.id, quantity: 1 }],
      deliveryType: "delivery",
      payment: "pix",
      key: randomUUID(),
      addressId: foreign!.id,
      notes: "",
      coupon: null,
      expectedTotal: null,
    });
    expect(refused).toEqual({
      ok: false,
      error: expect.objectContaining({ code: "endereco_obrigatorio", target: { kind: "address" } }),
    });
  });

  it("'Aplicar' answers a store coupon's terms whatever the case typed, and refuses an unknown code", async () => {
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await secret.from("cupons").insert({
      loja_id: PAO,
      codigo: "TESTECHECKOUT",
      descricao: "Cupom do teste de checkout",
      tipo_desconto: "valor",
      valor_desconto: 3,
      pedido_minimo: 10,
      inicio: day(-2),
      fim: day(2),
    });
    expect(created.error).toBeNull();
    expect(await callValidateCoupon(ana.supabase, "testecheckout", [PAO])).toEqual({
      ok: true,
      terms: {
        code: "TESTECHECKOUT",
        storeId: PAO,
        discountType: "amount",
        discountValue: 3,
        minOrder: 10,
        serviceType: null,
      },
    });
    expect(await callValidateCoupon(ana.supabase, "NAOEXISTE", [PAO])).toEqual({
      ok: false,
      error: expect.objectContaining({ code: "cupom_nao_encontrado", target: { kind: "coupon" } }),
    });
  });
});
