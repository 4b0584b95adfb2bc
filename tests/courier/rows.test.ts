import { describe, expect, it } from "vitest";

import { courierPaymentKey } from "@/lib/courier/payment";
import {
  courierOrderFrom,
  courierStoreFrom,
  firstName,
  unitsByOrder,
  type CourierLojaRow,
  type CourierPedidoRow,
} from "@/lib/courier/rows";
import { takeErrorOf } from "@/lib/courier/take-errors";

const LOJA: CourierLojaRow = {
  id: "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3",
  nome: "Padaria Pão Quente",
  telefone: "(31) 3224-5678",
  logradouro: "Rua Pernambuco, 1025",
  bairro: "Savassi",
  cidade: "Belo Horizonte",
  uf: "MG",
  cep: "30130-151",
};

const PEDIDO: CourierPedidoRow = {
  id: "5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61",
  loja_id: LOJA.id,
  status: "pronto",
  tipo_entrega: "entrega",
  pagamento: "credito",
  total: "29.49" as unknown as number,
  taxa_entrega: 4.99,
  observacoes: "Portão azul.",
  cliente_nome: "  João Pedro Santos ",
  endereco: {
    rotulo: "Casa",
    logradouro: "Rua Pouso Alegre",
    numero: "1200",
    complemento: null,
    bairro: "Floresta",
    cidade: "Belo Horizonte",
    uf: "MG",
    cep: "31015-030",
  },
  entregador_id: null,
  updated_at: "2026-11-21T21:22:00-03:00",
};

describe("the courier sees the customer's first name only", () => {
  it.each([
    ["Ana Paula Souza", "Ana"],
    ["  João Pedro Santos ", "João"],
    ["Cher", "Cher"],
    ["", ""],
  ])("%j → %j", (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});

describe("an order row as the courier's card", () => {
  it("keeps what the courier needs: store, first name, address, notes, units, money", () => {
    const store = courierStoreFrom(LOJA);
    expect(store).toEqual({
      id: LOJA.id,
      name: "Padaria Pão Quente",
      phone: "(31) 3224-5678",
      address: {
        street: "Rua Pernambuco, 1025",
        neighborhood: "Savassi",
        city: "Belo Horizonte",
        state: "MG",
        zipCode: "30130-151",
      },
    });
    expect(courierOrderFrom(PEDIDO, store, 3)).toEqual({
      id: PEDIDO.id,
      status: "ready",
      store,
      customerFirstName: "João",
      address: {
        label: "Casa",
        street: "Rua Pouso Alegre",
        number: "1200",
        complement: null,
        neighborhood: "Floresta",
        city: "Belo Horizonte",
        state: "MG",
        zipCode: "31015-030",
      },
      notes: "Portão azul.",
      itemCount: 3,
      payment: "credit",
      total: 29.49,
      deliveryFee: 4.99,
      since: PEDIDO.updated_at,
    });
  });

  it("adds up the units of each order across its lines", () => {
    const units = unitsByOrder([
      { pedido_id: "a", quantidade: 2 },
      { pedido_id: "b", quantidade: 1 },
      { pedido_id: "a", quantidade: 1 },
    ]);
    expect(Object.fromEntries(units)).toEqual({ a: 3, b: 1 });
  });
});

describe("what the courier does about the money at the door", () => {
  it.each([
    ["pix", "paidPix"],
    ["credit", "chargeCard"],
    ["debit", "chargeCard"],
  ] as const)("%s → %s", (payment, key) => {
    expect(courierPaymentKey(payment)).toBe(key);
  });
});

describe("a refused claim, in the courier's words", () => {
  it.each([
    [{ message: "pedido_ja_pego" }, "taken"],
    [{ message: "pedido_nao_encontrado" }, "notFound"],
    [{ message: "transicao_invalida" }, "changed"],
    [{ message: "status_invalido" }, "changed"],
    [{ message: "fetch failed" }, "unexpected"],
    [null, "unexpected"],
  ] as const)("%j → %s", (error, key) => {
    expect(takeErrorOf(error)).toBe(key);
  });
});
