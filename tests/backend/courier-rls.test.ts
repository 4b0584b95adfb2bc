import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, uniqueEmail, type Client } from "./helpers";

// The courier's day through supabase-js and the Data API, as the app calls it (issue 22): the demo entregador
// reads only the orders of the store they deliver for, takes a ready one with rpc('pegar_pedido') (a second
// courier is told it was taken), delivers it with the status function, and writes nothing of the catalogue.

const PAO = DEMO_COMPANY_ID;
const ACAI = COMPANY_IDS.acaiDaPraca;
const seeded = catalogueRows();
const PAO_DE_QUEIJO = seeded.produtos.find((p) => p.nome === "Pão de queijo mineiro (6 unidades)")!;
const ana = customers.find((c) => c.id === DEMO_CUSTOMER_ID)!;
const STORE_ORDERS = orders
  .filter((o) => o.companyId === PAO)
  .map((o) => o.id)
  .sort();
const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: "00:00", close: "23:59", closed: false },
  ]),
);

let backend: EmbeddedBackend;
let service: Client;
const signed = {} as Record<"cliente" | "empresa" | "entregador" | "segundo" | "outraLoja", Client>;
const ids = {} as Record<"segundo" | "outraLoja", string>;

/** A courier account of `loja`, made as an owner's team would be (the service role writes the membership). */
async function newCourier(loja: string, nome: string): Promise<{ supabase: Client; id: string }> {
  const email = uniqueEmail("entregador");
  const signup = await client(backend).auth.signUp({ email, password: "segredo123" });
  if (signup.error || !signup.data.user) throw signup.error ?? new Error("no user");
  const id = signup.data.user.id;
  await service
    .from("perfis")
    .update({ tipo_conta: "entregador", nome_completo: nome })
    .eq("user_id", id)
    .throwOnError();
  await service
    .from("membros_loja")
    .insert({ loja_id: loja, user_id: id, papel: "entregador" })
    .throwOnError();
  return { supabase: (await signedIn(backend, email, "segredo123")).supabase, id };
}

/** A delivery order of Ana's at the bakery, taken to 'pronto' by its owner. */
async function readyOrder(): Promise<string> {
  const placed = await signed.cliente.rpc("fazer_pedido", {
    p_itens: [{ produto_id: PAO_DE_QUEIJO.id, quantidade: 1 }],
    p_tipo_entrega: "entrega",
    p_pagamento: "credito",
    p_chave: crypto.randomUUID(),
    p_endereco_id: ana.addresses.find((a) => a.isDefault)!.id,
  });
  if (placed.error) throw placed.error;
  const id = (placed.data as { pedidos: { id: string }[] }).pedidos[0]!.id;
  for (const status of ["preparando", "pronto"]) {
    const { error } = await signed.empresa.rpc("mudar_status_pedido", { p_pedido: id, p_status: status });
    if (error) throw error;
  }
  return id;
}

beforeAll(async () => {
  backend = await startMemoryBackend();
  service = client(backend, backend.secretKey);
  await service.from("lojas").update({ horarios: ALL_DAY }).eq("id", PAO).throwOnError();
  for (const account of ["cliente", "empresa", "entregador"] as const) {
    signed[account] = (await signedIn(backend, `${account}@vitrine.example`)).supabase;
  }
  const segundo = await newCourier(PAO, "Bruno Segundo Courier");
  const outraLoja = await newCourier(ACAI, "Rita Outra Loja");
  signed.segundo = segundo.supabase;
  ids.segundo = segundo.id;
  signed.outraLoja = outraLoja.supabase;
  ids.outraLoja = outraLoja.id;
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const orderIds = async (supabase: Client) =>
  ((await supabase.from("pedidos").select("id").throwOnError()).data ?? []).map((row) => row.id).sort();

describe("the courier through supabase-js (issue 22)", () => {
  it("reads the orders of the store they deliver for, and a courier of another store none of them", async () => {
    expect(await orderIds(signed.entregador)).toEqual(STORE_ORDERS);
    expect(await orderIds(signed.outraLoja)).toEqual(
      orders
        .filter((o) => o.companyId === ACAI)
        .map((o) => o.id)
        .sort(),
    );
    const peek = await signed.outraLoja.from("pedidos").select("id").eq("loja_id", PAO);
    expect(peek).toMatchObject({ data: [], error: null });
  });

  it("two couriers press 'Pegar pedido' at once: one carries the order, the other is told it was taken", async () => {
    const id = await readyOrder();
    const answers = await Promise.all([
      signed.entregador.rpc("pegar_pedido", { p_pedido: id }),
      signed.segundo.rpc("pegar_pedido", { p_pedido: id }),
    ]);
    const won = answers.filter((answer) => answer.error === null);
    const lost = answers.filter((answer) => answer.error !== null);
    expect(won).toHaveLength(1);
    expect(won[0]!.data).toMatchObject({ id, status: "a_caminho" });
    expect(lost).toHaveLength(1);
    expect(lost[0]!.error).toMatchObject({ code: "P0001", message: "pedido_ja_pego" });

    const winner = answers[0]!.error === null ? signed.entregador : signed.segundo;
    const loser = winner === signed.entregador ? signed.segundo : signed.entregador;
    // only the courier who carries it confirms the delivery
    const stolen = await loser.rpc("mudar_status_pedido", { p_pedido: id, p_status: "entregue" });
    expect(stolen.error).toMatchObject({ code: "P0001", message: "transicao_invalida" });
    const delivered = await winner.rpc("mudar_status_pedido", { p_pedido: id, p_status: "entregue" });
    expect(delivered.error).toBeNull();

    // the shopper's order follows, with the courier's two steps in its history
    const seen = await signed.cliente.from("pedidos").select("status").eq("id", id).single().throwOnError();
    expect(seen.data).toEqual({ status: "entregue" });
    const events = await signed.cliente
      .from("eventos_pedido")
      .select("papel, de, para")
      .eq("pedido_id", id)
      .order("id")
      .throwOnError();
    expect(events.data?.slice(-2)).toEqual([
      { papel: "entregador", de: "pronto", para: "a_caminho" },
      { papel: "entregador", de: "a_caminho", para: "entregue" },
    ]);
  });

  it("names the courier to the store's owner, never to the customer", async () => {
    const id = await readyOrder();
    await signed.segundo.rpc("pegar_pedido", { p_pedido: id }).throwOnError();
    const owner = await signed.empresa.rpc("entregador_do_pedido", { p_pedido: id });
    expect(owner).toMatchObject({ data: "Bruno Segundo Courier", error: null });
    const shopper = await signed.cliente.rpc("entregador_do_pedido", { p_pedido: id });
    expect(shopper).toMatchObject({ data: null, error: null });
  });

  it("refuses a courier of another store, as if the order did not exist", async () => {
    const id = await readyOrder();
    for (const call of [
      signed.outraLoja.rpc("pegar_pedido", { p_pedido: id }),
      signed.outraLoja.rpc("mudar_status_pedido", { p_pedido: id, p_status: "a_caminho" }),
    ]) {
      expect((await call).error).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    }
    const still = await service.from("pedidos").select("status, entregador_id").eq("id", id).single();
    expect(still.data).toEqual({ status: "pronto", entregador_id: null });
  });

  it("writes nothing of the store it delivers for: not its profile, products or coupons", async () => {
    const courier = signed.entregador;
    const store = await courier.from("lojas").update({ nome: "Pão Frio" }).eq("id", PAO).select("id");
    expect(store).toMatchObject({ data: [], error: null });
    const products = await courier.from("produtos").update({ preco: 0.01 }).eq("loja_id", PAO).select("id");
    expect(products).toMatchObject({ data: [], error: null });
    const created = await courier.from("produtos").insert({ loja_id: PAO, nome: "Pão grátis", preco: 1 });
    expect(created.error).toMatchObject({ code: "42501" });
    const coupons = await courier.from("cupons").update({ ativo: false }).eq("loja_id", PAO).select("id");
    expect(coupons).toMatchObject({ data: [], error: null });
    const name = await service.from("lojas").select("nome").eq("id", PAO).single();
    expect(name.data).toEqual({ nome: "Padaria Pão Quente" });
  });
});
