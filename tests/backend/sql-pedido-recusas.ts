import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import type { SqlRunner } from "./sql-assertions";
import {
  ACAI,
  ACAI_500,
  asAt,
  BAKERY,
  BELLA,
  type Checkout,
  fazerPedido,
  ids,
  line,
  OTHER_ADDRESS,
  PAO,
  PAO_DE_QUEIJO,
  PAO_FRANCES,
  PIZZA,
  SATURDAY_NOON,
  seeded,
  type Setup,
  SONHO,
  TWO_STORES,
} from "./sql-pedidos-helpers";

const refusal = (message: string, extra: { detail?: string; hint?: string } = {}) =>
  expect.objectContaining({ code: "P0001", message, ...extra });

const activate = (codigo: string): Setup[number] => [
  "update public.cupons set ativo = true where codigo = $1",
  [codigo],
];
const lojaSet = (assignment: string, loja: string): Setup[number] => [
  `update public.lojas set ${assignment} where id = $1`,
  [loja],
];

const GONE = randomUUID();

type Refusal = [name: string, checkout: Checkout, expected: unknown, setup?: Setup, instant?: string];

// Every code of the migration's header.

const REFUSALS: Refusal[] = [
  [
    "a product switched off",
    { itens: [line(PAO_FRANCES), line(SONHO)] },
    refusal("produto_indisponivel", { detail: SONHO.id }),
  ],
  [
    "a product that does not exist",
    { itens: [line(PAO_FRANCES), line({ id: GONE })] },
    refusal("produto_nao_encontrado", { detail: GONE }),
  ],
  [
    "a pending store",
    TWO_STORES,
    refusal("loja_indisponivel", { detail: ACAI }),
    [lojaSet("status = 'pendente'", ACAI)],
  ],
  [
    "a store switched off",
    TWO_STORES,
    refusal("loja_indisponivel", { detail: ACAI }),
    [lojaSet("ativa = false", ACAI)],
  ],
  [
    "a store that opens later today",
    TWO_STORES,
    refusal("loja_fechada", { detail: ACAI }),
    [lojaSet(`horarios = '{"wednesday": {"open": "14:00", "close": "22:00", "closed": false}}'`, ACAI)],
  ],
  [
    "a store closing at this very minute",
    BAKERY,
    refusal("loja_fechada", { detail: PAO }),
    [lojaSet(`horarios = '{"wednesday": {"open": "06:00", "close": "12:00", "closed": false}}'`, PAO)],
  ],
  [
    "a store closed on Wednesdays",
    TWO_STORES,
    refusal("loja_fechada", { detail: PAO }),
    [
      lojaSet(
        `horarios = horarios || '{"wednesday": {"open": "06:00", "close": "21:00", "closed": true}}'`,
        PAO,
      ),
    ],
  ],
  ["a pizzeria that opens at 18:00", { itens: [line(PIZZA)] }, refusal("loja_fechada", { detail: BELLA })],
  [
    "quantity 0",
    { itens: [line(PAO_FRANCES, 0)] },
    refusal("quantidade_invalida", { detail: PAO_FRANCES.id, hint: "99" }),
  ],
  [
    "quantity 100",
    { itens: [line(PAO_FRANCES, 100)] },
    refusal("quantidade_invalida", { detail: PAO_FRANCES.id }),
  ],
  [
    "quantity 1.5",
    { itens: [line(PAO_FRANCES, 1.5)] },
    refusal("quantidade_invalida", { detail: PAO_FRANCES.id }),
  ],
  [
    "quantity -1",
    { itens: [line(PAO_FRANCES, -1)] },
    refusal("quantidade_invalida", { detail: PAO_FRANCES.id }),
  ],
  [
    "the same product twice",
    { itens: [line(PAO_FRANCES), line(ACAI_500), line(PAO_FRANCES)] },
    refusal("item_repetido", { detail: PAO_FRANCES.id }),
  ],
  [
    "51 lines",
    { itens: Array.from({ length: 51 }, () => line({ id: randomUUID() })) },
    refusal("carrinho_grande", { hint: "50" }),
  ],
  ["an empty cart", { itens: [] }, refusal("carrinho_vazio")],
  [
    "a cart that is not a list",
    { itens: { produto_id: PAO_FRANCES.id, quantidade: 1 } },
    refusal("carrinho_vazio"),
  ],
  [
    "a line without a product id",
    { itens: [line(PAO_FRANCES), { produto_id: "pao", quantidade: 1 }] },
    refusal("item_invalido", { detail: "2" }),
  ],
  [
    "a quantity sent as text",
    { itens: [{ produto_id: PAO_FRANCES.id, quantidade: "2" }] },
    refusal("item_invalido", { detail: "1" }),
  ],
  ["an unknown kind of delivery", { ...BAKERY, tipo: "drone" }, refusal("tipo_entrega_invalido")],
  ["cash", { ...BAKERY, pagamento: "dinheiro" }, refusal("pagamento_invalido")],
  ["notes over 500 characters", { ...BAKERY, observacoes: "x".repeat(501) }, refusal("observacoes_longas")],
  ["no checkout key", { ...BAKERY, chave: null }, refusal("chave_obrigatoria")],
  ["a delivery without an address", { ...BAKERY, endereco: null }, refusal("endereco_obrigatorio")],
  [
    "a delivery to another customer's address",
    { ...BAKERY, endereco: OTHER_ADDRESS.id },
    refusal("endereco_obrigatorio"),
  ],
  [
    "a customer without a phone",
    BAKERY,
    refusal("telefone_obrigatorio"),
    [["update public.perfis set telefone = null where user_id = $1", [ids.cliente]]],
  ],
  [
    "a phone of 7 digits",
    BAKERY,
    refusal("telefone_obrigatorio"),
    [["update public.perfis set telefone = '555-1234' where user_id = $1", [ids.cliente]]],
  ],
  [
    "an unknown coupon",
    { ...BAKERY, cupom: " naoexiste " },
    refusal("cupom_nao_encontrado", { detail: "NAOEXISTE" }),
  ],
  [
    "another store's coupon",
    { ...BAKERY, cupom: "PIZZA10" },
    refusal("cupom_outra_loja", { detail: "PIZZA10" }),
    [
      [
        `insert into public.cupons (loja_id, codigo, descricao, tipo_desconto, valor_desconto, inicio, fim)
         values ($1, 'PIZZA10', 'Pizza', 'percentual', 10, '2026-01-01', '2026-12-31')`,
        [BELLA],
      ],
    ],
  ],
  [
    "an inactive coupon",
    { ...BAKERY, cupom: "NATAL2026" },
    refusal("cupom_inativo", { detail: "NATAL2026" }),
  ],
  [
    "a coupon not valid yet",
    { ...BAKERY, cupom: "NATAL2026" },
    refusal("cupom_ainda_nao_vale", { detail: "NATAL2026", hint: "2026-12-01" }),
    [activate("NATAL2026")],
  ],
  [
    "an expired coupon",
    { ...BAKERY, cupom: "SONHO20" },
    refusal("cupom_expirado", { detail: "SONHO20", hint: "2026-09-30" }),
    [activate("SONHO20")],
  ],
  [
    "a weekend coupon on a Wednesday",
    { ...BAKERY, cupom: "FRETEGRATIS" },
    refusal("cupom_fora_do_dia", { detail: "FRETEGRATIS", hint: "6,7" }),
  ],
  [
    "the marketplace's first-order coupon after orders",
    { ...BAKERY, cupom: "PRIMEIRACOMPRA" },
    refusal("cupom_primeiro_pedido", { detail: "PRIMEIRACOMPRA" }),
  ],
  [
    "the store's first-order coupon after an order there",
    { itens: [line(PAO_DE_QUEIJO, 4)], cupom: "BEMVINDO15" },
    refusal("cupom_primeiro_pedido", { detail: "BEMVINDO15" }),
  ],
  [
    "a coupon below its minimum",
    { ...BAKERY, cupom: "PAOQUENTE10" },
    refusal("cupom_pedido_minimo", { detail: "PAOQUENTE10", hint: "30.00" }),
  ],
  [
    "the pharmacies' coupon without a pharmacy",
    { ...BAKERY, cupom: "FARMACIA10" },
    refusal("cupom_tipo_servico", { detail: "FARMACIA10" }),
  ],
  [
    "free delivery for a pickup",
    { itens: [line(PAO_DE_QUEIJO, 3)], tipo: "retirada", cupom: "FRETEGRATIS" },
    refusal("cupom_so_entrega", { detail: "FRETEGRATIS" }),
    [],
    SATURDAY_NOON,
  ],
  [
    "a total the customer did not see",
    { ...BAKERY, total: 19.98 },
    refusal("total_mudou", { detail: "19.99" }),
  ],
];

/** Every refusal of public.fazer_pedido, and 'Aplicar' (public.validar_cupom), as the demo cliente. */
export function defineRecusasPedidoAssertions(runner: () => SqlRunner): void {
  it.each(REFUSALS)("refuses %s", async (_name, checkout, expected, setup = [], instant) => {
    const db = runner();
    await expect(asAt(db, ids.cliente, () => fazerPedido(db, checkout), setup, instant)).rejects.toEqual(
      expected,
    );
  });

  it("judges a coupon's dates and weekdays on São Paulo's calendar, not UTC's", async () => {
    const db = runner();
    const allDay = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { open: "00:00", close: "23:59", closed: false },
      ]),
    );
    const setup: Setup = [activate("NATAL2026"), lojaSet(`horarios = '${JSON.stringify(allDay)}'`, PAO)];
    const christmas: Checkout = { itens: [line(PAO_DE_QUEIJO, 7)], cupom: "NATAL2026" }; // R$ 84,00, minimum R$ 80,00
    const weekend: Checkout = { itens: [line(PAO_DE_QUEIJO, 3)], cupom: "FRETEGRATIS" }; // R$ 36,00 + R$ 4,99
    const at = (checkout: Checkout, instant: string) =>
      asAt(db, ids.cliente, () => fazerPedido(db, checkout), setup, instant);
    // 23:30 in São Paulo is already the next day in UTC
    await expect(at(christmas, "2026-11-30 23:30-03")).rejects.toEqual(refusal("cupom_ainda_nao_vale"));
    expect((await at(christmas, "2026-12-01 00:30-03")).pedidos.map((p) => p.total)).toEqual([74]);
    await expect(at(weekend, "2026-11-27 23:30-03")).rejects.toEqual(refusal("cupom_fora_do_dia"));
    expect((await at(weekend, "2026-11-28 00:30-03")).pedidos.map((p) => p.total)).toEqual([36]);
  });

  it("places the order when the total the customer saw is the one charged", async () => {
    const db = runner();
    const placed = await asAt(db, ids.cliente, () => fazerPedido(db, { ...BAKERY, total: 19.99 }));
    expect(placed.pedidos.map((p) => p.total)).toEqual([19.99]);
  });

  it("answers 'Aplicar' with a coupon's terms for the cart's stores, or the same refusal the order would get", async () => {
    const db = runner();
    const check = (codigo: string, lojas: string[]) =>
      asAt(db, ids.cliente, async () => {
        const [row] = await db.query<{ r: unknown }>("select public.validar_cupom($1, $2::uuid[]) as r", [
          codigo,
          lojas,
        ]);
        return row!.r;
      });
    expect(await check("paoquente10", [ACAI, PAO])).toEqual({
      codigo: "PAOQUENTE10",
      descricao: seeded.cupons.find((c) => c.codigo === "PAOQUENTE10")!.descricao,
      loja_id: PAO,
      tipo_desconto: "percentual",
      valor_desconto: 10,
      pedido_minimo: 30,
      tipo_servico: null,
    });
    expect(await check("FARMACIA10", [PAO])).toMatchObject({ loja_id: null, tipo_servico: "farmacia" });
    await expect(check("PAOQUENTE10", [BELLA])).rejects.toEqual(refusal("cupom_outra_loja"));
    await expect(check("FRETEGRATIS", [PAO])).rejects.toEqual(refusal("cupom_fora_do_dia"));
    await expect(check("", [PAO])).rejects.toEqual(refusal("cupom_nao_encontrado"));
    await expect(check("PAOQUENTE10", [])).rejects.toEqual(refusal("carrinho_vazio"));
  });
}
