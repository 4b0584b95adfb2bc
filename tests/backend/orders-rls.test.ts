import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, uniqueEmail, type Client } from "./helpers";

// Orders and addresses through supabase-js and the Data API, as each account type (the SQL suite,
// sql-pedidos.ts and its neighbours, proves the same rules statement by statement on PGlite and PostgreSQL).

const PAO = DEMO_COMPANY_ID;
const ACAI = COMPANY_IDS.acaiDaPraca;
const seeded = catalogueRows();
const productNamed = (nome: string) => seeded.produtos.find((p) => p.nome === nome)!;
const PAO_DE_QUEIJO = productNamed("Pão de queijo mineiro (6 unidades)"); // R$ 12,00 at the bakery
const ACAI_500 = productNamed("Açaí 500 ml com banana e granola"); // R$ 22,90, no fee
const ana = customers.find((c) => c.id === DEMO_CUSTOMER_ID)!;
const idsOf = (list: typeof orders) => list.map((o) => o.id).sort();
const ANA_ORDERS = idsOf(orders.filter((o) => o.customerId === DEMO_CUSTOMER_ID));
const STORE_ORDERS = idsOf(orders.filter((o) => o.companyId === PAO));
const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: "00:00", close: "23:59", closed: false },
  ]),
);

let backend: EmbeddedBackend;
let anon: Client;
type Account = "cliente" | "empresa" | "entregador" | "anunciante" | "admin";
const signed = {} as Record<Account | "novo", Client>;
let novoId: string;
let novoAddress: string;

beforeAll(async () => {
  backend = await startMemoryBackend();
  anon = client(backend);
  for (const account of ["cliente", "empresa", "entregador", "anunciante", "admin"] as const) {
    signed[account] = (await signedIn(backend, `${account}@vitrine.example`)).supabase;
  }
  // open whatever the hour: these tests are about who reads and writes, not the clock
  const service = client(backend, backend.secretKey);
  for (const loja of [PAO, ACAI]) {
    const { error } = await service.from("lojas").update({ horarios: ALL_DAY }).eq("id", loja);
    if (error) throw error;
  }
  // a second shopper, signed up now: a phone and one address of their own
  const novo = client(backend);
  const { data, error } = await novo.auth.signUp({ email: uniqueEmail("pedidos"), password: "segredo123" });
  if (error || !data.user) throw error ?? new Error("no user");
  signed.novo = novo;
  novoId = data.user.id;
  await novo.from("perfis").update({ telefone: "(31) 91234-5678" }).eq("user_id", novoId).throwOnError();
  const address = await novo
    .from("enderecos")
    .insert({
      rotulo: "Casa",
      logradouro: "Rua da Bahia",
      numero: "1000",
      bairro: "Centro",
      cidade: "Belo Horizonte",
      uf: "MG",
      cep: "30160-011",
    })
    .select("id, padrao")
    .single()
    .throwOnError();
  expect(address.data.padrao).toBe(true);
  novoAddress = address.data.id;
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const orderIds = async (supabase: Client) =>
  ((await supabase.from("pedidos").select("id").throwOnError()).data ?? []).map((row) => row.id).sort();
const count = async (supabase: Client, table: "itens_pedido" | "eventos_pedido" | "enderecos") =>
  ((await supabase.from(table).select("id").throwOnError()).data ?? []).length;

describe("orders and addresses through supabase-js (RLS decides who reads; nobody writes orders)", () => {
  it("shows each account the orders, items and events it has a part in", async () => {
    expect(await orderIds(signed.cliente)).toEqual(ANA_ORDERS);
    expect(await orderIds(signed.empresa)).toEqual(STORE_ORDERS);
    expect(await orderIds(signed.entregador)).toEqual(STORE_ORDERS);
    expect(await orderIds(signed.admin)).toEqual(idsOf(orders));
    expect(await orderIds(signed.anunciante)).toEqual([]);
    expect(await orderIds(signed.novo)).toEqual([]);
    const itemsOf = (list: string[]) =>
      orders.filter((o) => list.includes(o.id)).reduce((sum, o) => sum + o.items.length, 0);
    expect(await count(signed.cliente, "itens_pedido")).toBe(itemsOf(ANA_ORDERS));
    expect(await count(signed.empresa, "itens_pedido")).toBe(itemsOf(STORE_ORDERS));
    expect(await count(signed.admin, "itens_pedido")).toBe(itemsOf(idsOf(orders)));
    for (const outsider of [signed.anunciante, signed.novo]) {
      expect(await count(outsider, "itens_pedido")).toBe(0);
      expect(await count(outsider, "eventos_pedido")).toBe(0);
    }
    const eventOrders = async (supabase: Client) =>
      [
        ...new Set(
          (await supabase.from("eventos_pedido").select("pedido_id").throwOnError()).data?.map(
            (e) => e.pedido_id,
          ),
        ),
      ].sort();
    expect(await eventOrders(signed.cliente)).toEqual(ANA_ORDERS);
    expect(await eventOrders(signed.empresa)).toEqual(STORE_ORDERS);
    expect(await eventOrders(signed.entregador)).toEqual(STORE_ORDERS);
    expect(await eventOrders(signed.admin)).toEqual(idsOf(orders));
    for (const table of ["pedidos", "itens_pedido", "eventos_pedido", "enderecos"] as const) {
      expect((await anon.from(table).select("id")).error, table).toMatchObject({ code: "42501" });
    }
  });

  it("shows a shopper their own addresses only, and nobody else anyone's", async () => {
    const own = await signed.cliente
      .from("enderecos")
      .select("id, rotulo, padrao")
      .order("rotulo")
      .throwOnError();
    expect(own.data?.map((a) => [a.id, a.rotulo, a.padrao])).toEqual(
      ana.addresses.map((a) => [a.id, a.label, a.isDefault]),
    );
    expect((await signed.novo.from("enderecos").select("id").throwOnError()).data).toEqual([
      { id: novoAddress },
    ]);
    for (const other of [signed.empresa, signed.entregador, signed.anunciante, signed.admin]) {
      expect(await count(other, "enderecos")).toBe(0);
    }
    const foreign = await signed.novo
      .from("enderecos")
      .update({ numero: "1" })
      .eq("id", ana.addresses[0]!.id)
      .select();
    expect(foreign).toMatchObject({ data: [], error: null });
    const store = await signed.empresa.from("enderecos").insert({
      rotulo: "Loja",
      logradouro: "Rua",
      numero: "1",
      bairro: "Centro",
      cidade: "Belo Horizonte",
      uf: "MG",
      cep: "30160-011",
    });
    expect(store.error).toMatchObject({ code: "42501" });
  });

  it("refuses every direct write of an order, item or event, from every account", async () => {
    const order = ANA_ORDERS[0]!;
    const read = () => signed.cliente.from("pedidos").select("status, total").eq("id", order).single();
    const before = await read();
    for (const supabase of [anon, signed.cliente, signed.empresa, signed.entregador, signed.admin]) {
      const attempts = [
        await supabase.from("pedidos").update({ status: "entregue", total: 0.01 }).eq("id", order),
        await supabase.from("pedidos").delete().eq("id", order),
        await supabase.from("pedidos").insert({
          loja_id: PAO,
          tipo_entrega: "retirada",
          pagamento: "pix",
          subtotal: 0.01,
          total: 0.01,
          cliente_nome: "X",
          cliente_telefone: "31999999999",
          loja_nome: "X",
          tempo_min: 1,
          tempo_max: 2,
          chave_idempotencia: randomUUID(),
        }),
        await supabase.from("itens_pedido").update({ preco_unitario: 0.01 }).eq("pedido_id", order),
        await supabase.from("eventos_pedido").insert({ pedido_id: order, papel: "loja", para: "entregue" }),
      ];
      for (const attempt of attempts) expect(attempt.error).toMatchObject({ code: "42501" });
    }
    expect((await read()).data).toEqual(before.data);
  });

  it("places a checkout through rpc('fazer_pedido'): the database's prices, whatever the request says", async () => {
    const chave = randomUUID();
    const call = () =>
      signed.novo.rpc("fazer_pedido", {
        p_itens: [
          { produto_id: PAO_DE_QUEIJO.id, quantidade: 2, preco: 0.01 },
          { produto_id: ACAI_500.id, quantidade: 1, preco: 0.01 },
        ],
        p_tipo_entrega: "entrega",
        p_pagamento: "pix",
        p_chave: chave,
        p_endereco_id: novoAddress,
        p_observacoes: "Sem granola",
      });
    // a double click: two requests with one key, one set of orders
    const [first, second] = await Promise.all([call(), call()]);
    expect(first.error).toBeNull();
    expect(second.data).toEqual(first.data);
    const placed = first.data as { pedidos: { id: string; loja_id: string; total: number }[] };
    expect(placed.pedidos.map((p) => [p.loja_id, p.total])).toEqual([
      [ACAI, 22.9],
      [PAO, 28.99],
    ]);
    const mine = await signed.novo
      .from("pedidos")
      .select("id, status, subtotal, taxa_entrega, total")
      .order("loja_nome")
      .throwOnError();
    expect(mine.data?.map((o) => [o.status, o.subtotal, o.taxa_entrega, o.total])).toEqual([
      ["confirmado", 22.9, 0, 22.9],
      ["confirmado", 24, 4.99, 28.99],
    ]);
    const items = await signed.novo
      .from("itens_pedido")
      .select("nome, preco_unitario, quantidade")
      .eq("pedido_id", mine.data![1]!.id)
      .throwOnError();
    expect(items.data).toEqual([{ nome: PAO_DE_QUEIJO.nome, preco_unitario: 12, quantidade: 2 }]);
    const bakeryOrder = placed.pedidos.find((p) => p.loja_id === PAO)!.id;
    expect(await orderIds(signed.empresa)).toContain(bakeryOrder);
    expect(await orderIds(signed.entregador)).toContain(bakeryOrder);
    expect(await orderIds(signed.cliente)).not.toContain(bakeryOrder);
  });

  it("answers a refused checkout with PostgREST's error: P0001, the refusal code, details and hint", async () => {
    const refused = await signed.novo.rpc("fazer_pedido", {
      p_itens: [{ produto_id: PAO_DE_QUEIJO.id, quantidade: 100 }],
      p_tipo_entrega: "retirada",
      p_pagamento: "pix",
      p_chave: randomUUID(),
    });
    expect(refused.error).toMatchObject({
      code: "P0001",
      message: "quantidade_invalida",
      details: PAO_DE_QUEIJO.id,
      hint: "99",
    });
    const company = await signed.empresa.rpc("fazer_pedido", {
      p_itens: [{ produto_id: PAO_DE_QUEIJO.id, quantidade: 1 }],
      p_tipo_entrega: "retirada",
      p_pagamento: "pix",
      p_chave: randomUUID(),
    });
    expect(company.error).toMatchObject({ code: "42501", message: "apenas_clientes" });
  });

  it("checks a typed coupon through rpc('validar_cupom') without listing any", async () => {
    const service = client(backend, backend.secretKey);
    await service
      .from("cupons")
      .insert({
        loja_id: PAO,
        codigo: "TESTE10",
        descricao: "Cupom do teste",
        tipo_desconto: "percentual",
        valor_desconto: 10,
        inicio: "2000-01-01",
        fim: "2100-12-31",
      })
      .throwOnError();
    const terms = await signed.novo.rpc("validar_cupom", { p_codigo: "teste10", p_lojas: [PAO, ACAI] });
    expect(terms.error).toBeNull();
    expect(terms.data).toMatchObject({ codigo: "TESTE10", loja_id: PAO, tipo_desconto: "percentual" });
    const elsewhere = await signed.novo.rpc("validar_cupom", { p_codigo: "TESTE10", p_lojas: [ACAI] });
    expect(elsewhere.error).toMatchObject({
      code: "P0001",
      message: "cupom_outra_loja",
      details: "TESTE10",
    });
    expect((await signed.novo.from("cupons").select("codigo").throwOnError()).data).toEqual([]);
  });

  it("moves an order through rpc('mudar_status_pedido') by each party's part in it", async () => {
    const placed = await signed.novo.rpc("fazer_pedido", {
      p_itens: [{ produto_id: PAO_DE_QUEIJO.id, quantidade: 1 }],
      p_tipo_entrega: "retirada",
      p_pagamento: "pix",
      p_chave: randomUUID(),
    });
    const id = (placed.data as { pedidos: { id: string }[] }).pedidos[0]!.id;
    const move = (supabase: Client, status: string, motivo?: string) =>
      supabase.rpc("mudar_status_pedido", { p_pedido: id, p_status: status, p_motivo: motivo });
    const stranger = await move(signed.cliente, "cancelado");
    expect(stranger.error).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    const accepted = await move(signed.empresa, "preparando");
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ id, status: "preparando" });
    expect((await move(signed.empresa, "preparando")).data).toEqual(accepted.data);
    const late = await move(signed.novo, "cancelado");
    expect(late.error).toMatchObject({
      code: "P0001",
      message: "transicao_invalida",
      details: "preparando>cancelado",
      hint: "cliente",
    });
    const noReason = await move(signed.admin, "cancelado", "  ");
    expect(noReason.error).toMatchObject({ code: "P0001", message: "motivo_obrigatorio" });
    expect((await move(signed.empresa, "pronto")).data).toMatchObject({ status: "pronto" });
    expect((await move(signed.entregador, "entregue")).error).toMatchObject({
      message: "transicao_invalida",
    });
    expect((await move(signed.empresa, "entregue")).data).toMatchObject({ status: "entregue" });
    const history = await signed.novo
      .from("eventos_pedido")
      .select("papel, de, para")
      .eq("pedido_id", id)
      .order("id")
      .throwOnError();
    expect(history.data).toEqual([
      { papel: "cliente", de: null, para: "confirmado" },
      { papel: "loja", de: "confirmado", para: "preparando" },
      { papel: "loja", de: "preparando", para: "pronto" },
      { papel: "loja", de: "pronto", para: "entregue" },
    ]);
    expect(
      (await anon.rpc("mudar_status_pedido", { p_pedido: id, p_status: "cancelado" })).error,
    ).toMatchObject({
      code: "42501",
    });
  });
});
