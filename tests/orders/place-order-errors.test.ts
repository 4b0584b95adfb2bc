import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { everyDay } from "@/fixtures/opening-hours";
import {
  closedStoreMessage,
  describeRefusal,
  PLACE_ORDER_CODES,
  type ErrorTarget,
} from "@/lib/orders/place-order-errors";
import messages from "@/messages/pt-BR.json";

const PRODUCT = "5d1c4f0a-3b2e-4c6d-8e9f-0a1b2c3d4e5f";
const OTHER_PRODUCT = "6e2d5a1b-4c3f-4d7e-9f0a-1b2c3d4e5f60";
const STORE = "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3";
// the keys come from the mapping under test, so they are plain strings here
const t = createTranslator({ locale: "pt-BR", messages, namespace: "checkout.errors" }) as unknown as (
  key: string,
  values?: Record<string, string | number>,
) => string;

const line: ErrorTarget = { kind: "line", productId: PRODUCT };
const store: ErrorTarget = { kind: "store", storeId: STORE };
const form: ErrorTarget = { kind: "form" };
const coupon: ErrorTarget = { kind: "coupon" };

/** Every refusal of fazer_pedido and validar_cupom, as the database sends it, and what checkout shows where. */
const cases: {
  code: (typeof PLACE_ORDER_CODES)[number];
  details?: string;
  hint?: string;
  target: ErrorTarget;
  text: string;
}[] = [
  {
    code: "apenas_clientes",
    details: "Só clientes fazem pedidos.",
    target: form,
    text: "Só contas de cliente podem fazer pedidos.",
  },
  { code: "chave_obrigatoria", target: form, text: "Não foi possível finalizar o pedido. Tente novamente." },
  { code: "tipo_entrega_invalido", target: form, text: "Escolha entre entrega e retirada." },
  { code: "pagamento_invalido", target: form, text: "Escolha uma forma de pagamento." },
  { code: "observacoes_longas", target: form, text: "As observações podem ter até 500 caracteres." },
  { code: "carrinho_vazio", target: form, text: "Seu carrinho está vazio." },
  {
    code: "carrinho_grande",
    hint: "50",
    target: form,
    text: "Um pedido pode ter até 50 produtos diferentes. Remova alguns itens para continuar.",
  },
  {
    code: "item_invalido",
    details: "2",
    target: { kind: "line", productId: OTHER_PRODUCT },
    text: "Não conseguimos ler este item. Remova-o do carrinho e adicione de novo.",
  },
  {
    code: "item_repetido",
    details: PRODUCT,
    target: line,
    text: "Este produto aparece duas vezes no carrinho. Remova uma das linhas.",
  },
  {
    code: "quantidade_invalida",
    details: PRODUCT,
    hint: "99",
    target: line,
    text: "A quantidade deve ser de 1 a 99.",
  },
  {
    code: "produto_nao_encontrado",
    details: PRODUCT,
    target: line,
    text: "Produto não encontrado. Remova-o do carrinho para continuar.",
  },
  {
    code: "loja_indisponivel",
    details: STORE,
    target: store,
    text: "Esta loja não está recebendo pedidos no momento.",
  },
  {
    code: "produto_indisponivel",
    details: PRODUCT,
    target: line,
    text: "Este produto ficou indisponível. Remova-o do carrinho para continuar.",
  },
  {
    code: "loja_fechada",
    details: STORE,
    target: store,
    text: "Esta loja está fechada agora e não recebe pedidos.",
  },
  { code: "endereco_obrigatorio", target: { kind: "address" }, text: "Escolha um endereço de entrega." },
  {
    code: "telefone_obrigatorio",
    target: { kind: "phone" },
    text: "Informe um telefone para contato com DDD.",
  },
  {
    code: "cupom_nao_encontrado",
    details: "XPTO",
    target: coupon,
    text: "Cupom não encontrado. Confira o código.",
  },
  { code: "cupom_inativo", details: "NATAL2026", target: coupon, text: "Este cupom não está mais ativo." },
  {
    code: "cupom_ainda_nao_vale",
    details: "NATAL2026",
    hint: "2026-12-01",
    target: coupon,
    text: "Este cupom vale a partir de 01/12/2026.",
  },
  {
    code: "cupom_expirado",
    details: "SONHO20",
    hint: "2026-09-30",
    target: coupon,
    text: "Este cupom expirou em 30/09/2026.",
  },
  {
    code: "cupom_fora_do_dia",
    details: "FRETEGRATIS",
    hint: "6,7",
    target: coupon,
    text: "Este cupom não vale hoje. Dias válidos: sábado e domingo.",
  },
  {
    code: "cupom_primeiro_pedido",
    details: "PRIMEIRACOMPRA",
    target: coupon,
    text: "Este cupom vale só no primeiro pedido.",
  },
  {
    code: "cupom_so_entrega",
    details: "FRETEGRATIS",
    target: coupon,
    text: "Cupom de frete grátis vale só para entrega.",
  },
  {
    code: "cupom_outra_loja",
    details: "PAOQUENTE10",
    target: coupon,
    text: "Este cupom não vale para as lojas do carrinho.",
  },
  {
    code: "cupom_tipo_servico",
    details: "FARMACIA10",
    target: coupon,
    text: "Este cupom não vale para as lojas do carrinho.",
  },
  {
    code: "cupom_pedido_minimo",
    details: "PAOQUENTE10",
    hint: "30.00",
    target: coupon,
    text: "Este cupom vale para pedidos a partir de R$ 30,00 em uma loja.",
  },
  {
    code: "total_mudou",
    details: "42.49",
    target: form,
    text: "Os preços mudaram desde que você montou o carrinho. O novo total é R$ 42,49: confira e finalize de novo.",
  },
];

describe("what checkout says when the database refuses an order, and where", () => {
  it("the table covers every refusal code fazer_pedido's header lists", () => {
    const sql = readFileSync(
      join(__dirname, "../../supabase/migrations/20250801120400_fazer_pedido.sql"),
      "utf8",
    );
    const header = sql.slice(
      sql.indexOf("Refusals are exceptions"),
      sql.indexOf("total_mudou.") + "total_mudou".length,
    );
    const listed = [...header.matchAll(/\b([a-z]+(?:_[a-z]+)+)\b/g)].map((match) => match[1]);
    expect([...new Set(listed)].sort()).toEqual([...PLACE_ORDER_CODES].sort());
    expect(cases.map((entry) => entry.code).sort()).toEqual([...PLACE_ORDER_CODES].sort());
  });

  it.each(cases)("$code → $target.kind: '$text'", ({ code, details, hint, target, text }) => {
    const described = describeRefusal({ code: "P0001", message: code, details, hint }, [
      PRODUCT,
      OTHER_PRODUCT,
    ]);
    expect(described.code).toBe(code);
    expect(described.target).toEqual(target);
    expect(t(described.key, described.values)).toBe(text);
  });

  it.each([
    ["cupom_ainda_nao_vale", "Este cupom ainda não está valendo."],
    ["cupom_expirado", "Este cupom expirou."],
    ["cupom_fora_do_dia", "Este cupom não vale hoje."],
    ["cupom_pedido_minimo", "O carrinho ainda não chegou ao valor mínimo deste cupom."],
    [
      "total_mudou",
      "Os preços mudaram desde que você montou o carrinho. Confira o novo total e finalize de novo.",
    ],
  ])("%s without its value still reads: '%s'", (code, text) => {
    const described = describeRefusal({ code: "P0001", message: code, details: "", hint: "" });
    expect(t(described.key, described.values)).toBe(text);
  });

  it.each([
    ["a line code without a product id", { message: "produto_indisponivel", details: "" }],
    ["a store code with something else than an id", { message: "loja_fechada", details: "loja" }],
    ["item_invalido naming a line that was not sent", { message: "item_invalido", details: "9" }],
  ])("%s goes to the top of the form", (_name, error) => {
    expect(describeRefusal({ code: "P0001", ...error }, [PRODUCT]).target).toEqual(form);
  });

  it.each([
    ["no error at all", null],
    ["a failed connection", { code: "", message: "TypeError: fetch failed" }],
    ["a database error that is not a refusal", { code: "23514", message: "pedidos_total_check" }],
    ["a refusal code in other case", { code: "P0001", message: "LOJA_FECHADA" }],
  ])("%s is unexpected, at the top of the form", (_name, error) => {
    const described = describeRefusal(error);
    expect(described).toMatchObject({ code: "unexpected", target: form });
    expect(t(described.key, described.values)).toBe("Não foi possível finalizar o pedido. Tente novamente.");
  });
});

describe("why a store does not take orders now (São Paulo time)", () => {
  const bakery = { ...everyDay("06:00", "21:00"), sunday: { open: "07:00", close: "12:00", closed: true } };
  it.each([
    [
      "after closing on a Wednesday",
      "2026-11-25T21:30:00-03:00",
      "Esta loja fechou às 21:00 e não recebe mais pedidos hoje.",
    ],
    [
      "exactly at closing time",
      "2026-11-25T21:00:00-03:00",
      "Esta loja fechou às 21:00 e não recebe mais pedidos hoje.",
    ],
    [
      "before opening",
      "2026-11-25T05:15:00-03:00",
      "Esta loja ainda não abriu: começa a receber pedidos às 06:00.",
    ],
    ["on a day flagged closed", "2026-11-29T10:00:00-03:00", "Esta loja não abre hoje."],
    [
      "at 00:30 in São Paulo, 03:30 UTC",
      "2026-11-26T03:30:00Z",
      "Esta loja ainda não abriu: começa a receber pedidos às 06:00.",
    ],
  ])("%s", (_name, instant, text) => {
    const { key, values } = closedStoreMessage(bakery, new Date(instant));
    expect(t(key, values)).toBe(text);
  });

  it("a day missing from the hours does not open", () => {
    const { key } = closedStoreMessage({}, new Date("2026-11-25T12:00:00-03:00"));
    expect(t(key)).toBe("Esta loja não abre hoje.");
  });
});
