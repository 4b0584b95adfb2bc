import { describe, expect, it } from "vitest";

import { customerOrdersTopic, orderTopic, parseOrderChange, storeOrdersTopic } from "@/lib/realtime/topics";

const ORDER = "6225c55e-3a91-4e68-a1cd-75dfa49cce6b";
const STORE = "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3";

describe("order topics (supabase/migrations/20250901120000_pedidos_ao_vivo.sql)", () => {
  it("names one order, a store's orders and a customer's orders as the database broadcasts them", () => {
    expect(orderTopic(ORDER)).toBe(`pedido:${ORDER}`);
    expect(storeOrdersTopic(STORE)).toBe(`loja:${STORE}:pedidos`);
    expect(customerOrdersTopic(ORDER)).toBe(`cliente:${ORDER}:pedidos`);
  });

  it.each([
    [
      "a new order",
      { pedido_id: ORDER, loja_id: STORE, de: null, para: "confirmado", ator: "cliente" },
      { orderId: ORDER, storeId: STORE, from: null, to: "confirmed", actor: "customer" },
    ],
    [
      "the store accepting it",
      { pedido_id: ORDER, loja_id: STORE, de: "confirmado", para: "preparando", ator: "loja" },
      { orderId: ORDER, storeId: STORE, from: "confirmed", to: "preparing", actor: "store" },
    ],
    [
      "the customer cancelling it",
      { pedido_id: ORDER, loja_id: STORE, de: "confirmado", para: "cancelado", ator: "cliente" },
      { orderId: ORDER, storeId: STORE, from: "confirmed", to: "cancelled", actor: "customer" },
    ],
    [
      "the courier delivering an order of a removed store",
      { pedido_id: ORDER, loja_id: null, de: "a_caminho", para: "entregue", ator: "entregador" },
      { orderId: ORDER, storeId: null, from: "on_way", to: "delivered", actor: "courier" },
    ],
  ])("reads %s", (_case, payload, change) => {
    expect(parseOrderChange(payload)).toEqual(change);
  });

  it.each([
    ["nothing", undefined],
    ["an unknown status", { pedido_id: ORDER, loja_id: STORE, de: null, para: "voando", ator: "loja" }],
    ["a malformed id", { pedido_id: "1", loja_id: STORE, de: null, para: "pronto", ator: "loja" }],
    ["a missing status", { pedido_id: ORDER, loja_id: STORE, de: null, ator: "loja" }],
  ])("says nothing of %s (the screen just reads again)", (_case, payload) => {
    expect(parseOrderChange(payload)).toBeNull();
  });
});
