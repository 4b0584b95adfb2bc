import { CATEGORY_IDS } from "@/fixtures/ids";

/**
 * Controlled rows for the report functions (tests/backend/sql-relatorios.ts): two stores with their owners,
 * a courier, four customers and orders placed around São Paulo midnights and the edges of every period,
 * all in 2030 so the seed's orders (placed around the day the seed ran) fall outside each period. Inserted
 * as the superuser inside a rolled-back transaction, with the clock pinned at AGORA.
 */

/** A Wednesday noon in São Paulo: "today" is 2030-06-19. */
export const AGORA = "2030-06-19T12:00:00-03:00";

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

export const U = {
  dona: id(0xa01), // owns LOJA_A
  outraDona: id(0xa02), // owns LOJA_B
  entregador: id(0xa03), // delivers for LOJA_A
  c1: id(0xc01),
  c2: id(0xc02),
  c3: id(0xc03),
  c4: id(0xc04), // only a cancelled order
} as const;

export const LOJA_A = id(0xb01);
export const LOJA_B = id(0xb02);
const LOJA_C = id(0xb03);
const LOJA_D = id(0xb04);

export const P = {
  pao: id(0xd01),
  cafe: id(0xd02),
  bolo: id(0xd03),
  sonho: id(0xd04),
  torta: id(0xd05),
  broa: id(0xd06),
};

type Statement = readonly [text: string, params?: unknown[]];

const users: [string, string, string][] = [
  // [id, tipo_conta, perfis.created_at]
  [U.dona, "empresa", "2030-06-15T09:00:00-03:00"],
  [U.outraDona, "empresa", "2030-05-01T09:00:00-03:00"],
  [U.entregador, "entregador", "2030-06-15T10:00:00-03:00"],
  [U.c1, "cliente", "2029-01-10T10:00:00-03:00"],
  [U.c2, "cliente", "2030-06-19T23:00:00-03:00"], // today in São Paulo, tomorrow in UTC
  [U.c3, "cliente", "2030-06-13T00:00:00-03:00"], // the week's first instant
  [U.c4, "cliente", "2030-06-12T23:59:59-03:00"], // the instant before the week
];

// [id, status, avaliacao, created_at]: registered in 2030, so only these count in the admin's periods
const lojas: [string, string, number, string][] = [
  [LOJA_A, "aprovada", 4.3, "2030-06-15T09:00:00-03:00"],
  [LOJA_B, "pendente", 3.9, "2030-05-01T09:00:00-03:00"],
  [LOJA_C, "rejeitada", 0, "2030-06-19T23:30:00-03:00"], // today in São Paulo, tomorrow in UTC
  [LOJA_D, "aprovada", 0, "2030-06-12T23:59:00-03:00"], // the minute before the week
];

const produtos: [string, string, string | null, string | null][] = [
  [P.pao, "Pão", "/images/products/pao-frances.webp", CATEGORY_IDS.lanches],
  [P.cafe, "Café", null, CATEGORY_IDS.bebidas],
  [P.bolo, "Bolo", null, null],
  [P.sonho, "Sonho", null, null],
  [P.torta, "Torta", null, null],
  [P.broa, "Broa", null, null],
];

type Item = [produto: string | null, nome: string, preco: number, quantidade: number];
type Order = {
  n: number;
  loja?: string;
  cliente: string;
  at: string;
  total: number;
  status?: string;
  entrega?: boolean;
  /** minutes from the confirmado event to the entregue event */
  entregueEm?: number;
  items: Item[];
};

/** Store A's orders (and one of store B), named o<n> in the tests' comments. */
const orders: Order[] = [
  {
    n: 1,
    cliente: U.c1,
    at: "2030-06-19T08:00:00-03:00",
    total: 30,
    status: "entregue",
    entrega: true,
    entregueEm: 40,
    items: [
      [P.pao, "Pão", 5, 3],
      [P.cafe, "Café", 7.5, 2],
    ],
  },
  {
    n: 2,
    cliente: U.c2,
    at: "2030-06-19T00:10:00-03:00",
    total: 20,
    status: "preparando",
    items: [[P.bolo, "Bolo", 10, 2]],
  },
  {
    n: 3,
    cliente: U.c4,
    at: "2030-06-19T10:00:00-03:00",
    total: 15,
    status: "cancelado",
    items: [[P.sonho, "Sonho", 1.5, 10]],
  },
  // the 18th in São Paulo, already the 19th in UTC; sold under the product's older name
  {
    n: 4,
    cliente: U.c3,
    at: "2030-06-18T23:50:00-03:00",
    total: 25,
    status: "entregue",
    entrega: true,
    entregueEm: 20,
    items: [
      [P.cafe, "Café coado", 7.5, 1],
      [null, "Torta antiga", 17.5, 1],
    ],
  },
  // a pickup's hand-over is no delivery time
  {
    n: 5,
    cliente: U.c1,
    at: "2030-05-25T12:00:00-03:00",
    total: 50,
    status: "entregue",
    entregueEm: 120,
    items: [[P.pao, "Pão", 5, 10]],
  },
  // first day of the last 30 (today - 29)
  {
    n: 6,
    cliente: U.c3,
    at: "2030-05-21T12:00:00-03:00",
    total: 10,
    status: "entregue",
    entrega: true,
    entregueEm: 30,
    items: [[P.bolo, "Bolo", 10, 1]],
  },
  // last day of the 30 before (today - 30): delivered outside the last 30 days
  {
    n: 7,
    cliente: U.c1,
    at: "2030-05-20T12:00:00-03:00",
    total: 40,
    status: "entregue",
    entrega: true,
    entregueEm: 50,
    items: [[P.torta, "Torta", 40, 1]],
  },
  // first day of the 30 before (today - 59)
  {
    n: 8,
    cliente: U.c2,
    at: "2030-04-21T12:00:00-03:00",
    total: 60,
    status: "entregue",
    items: [[P.broa, "Broa", 60, 1]],
  },
  // today - 60: in the quarter, in neither 30-day window
  {
    n: 9,
    cliente: U.c2,
    at: "2030-04-20T12:00:00-03:00",
    total: 1000,
    status: "entregue",
    items: [[P.pao, "Pão", 20, 50]],
  },
  // the year's first instant, and the instant before it
  {
    n: 10,
    cliente: U.c1,
    at: "2029-06-20T00:05:00-03:00",
    total: 5,
    status: "entregue",
    items: [[P.pao, "Pão", 5, 1]],
  },
  {
    n: 11,
    cliente: U.c1,
    at: "2029-06-19T23:55:00-03:00",
    total: 7,
    status: "entregue",
    items: [[P.pao, "Pão", 7, 1]],
  },
  {
    n: 12,
    loja: LOJA_B,
    cliente: U.c1,
    at: "2030-06-19T09:00:00-03:00",
    total: 99,
    status: "confirmado",
    items: [[null, "Marmita", 99, 1]],
  },
];

const pedidoId = (n: number) => id(0xe00 + n);
const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

function orderStatements(order: Order): Statement[] {
  const status = order.status ?? "confirmado";
  const pedido = pedidoId(order.n);
  const statements: Statement[] = [
    [
      `insert into public.pedidos (id, cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, total,
         cliente_nome, cliente_telefone, loja_nome, endereco, tempo_min, tempo_max, motivo_cancelamento,
         chave_idempotencia, created_at)
       values ($1, $2, $3, $4, $5, 'pix', $6, $6, 'Cliente', '(31) 99999-0000', 'Loja', $7::jsonb, 20, 30, $8, $1, $9)`,
      [
        pedido,
        order.cliente,
        order.loja ?? LOJA_A,
        status,
        order.entrega ? "entrega" : "retirada",
        order.total,
        order.entrega ? "{}" : null,
        status === "cancelado" ? "Sem estoque." : null,
        order.at,
      ],
    ],
    [
      "insert into public.eventos_pedido (pedido_id, papel, para, created_at) values ($1, 'cliente', 'confirmado', $2)",
      [pedido, order.at],
    ],
  ];
  if (order.entregueEm !== undefined) {
    statements.push([
      "insert into public.eventos_pedido (pedido_id, papel, de, para, created_at) values ($1, 'loja', 'pronto', 'entregue', $2)",
      [pedido, minutesAfter(order.at, order.entregueEm)],
    ]);
  }
  order.items.forEach(([produto, nome, preco, quantidade], index) =>
    statements.push([
      `insert into public.itens_pedido (pedido_id, produto_id, nome, preco_unitario, quantidade, posicao)
       values ($1, $2, $3, $4, $5, $6)`,
      [pedido, produto, nome, preco, quantidade, index],
    ]),
  );
  return statements;
}

/** Every row above, then the pinned clock: run as the superuser before switching to the caller's role. */
export function sampleStatements(): Statement[] {
  return [
    ...users.flatMap(([user, tipo, createdAt]): Statement[] => [
      [
        "insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)",
        [user, `relatorios-${user.slice(-4)}@exemplo.com`],
      ],
      [
        "update public.perfis set tipo_conta = $2, created_at = $3 where user_id = $1",
        [user, tipo, createdAt],
      ],
    ]),
    ...lojas.map(([loja, status, avaliacao, createdAt]): Statement => [
      `insert into public.lojas (id, nome, telefone, logradouro, bairro, cidade, uf, cep, status, avaliacao, created_at)
       values ($1, $2, '(31) 3333-0000', 'Rua A, 1', 'Centro', 'Belo Horizonte', 'MG', '30000-000', $3, $4, $5)`,
      [loja, `Loja ${loja.slice(-3)}`, status, avaliacao, createdAt],
    ]),
    [
      "insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'dono'), ($1, $3, 'entregador'), ($4, $5, 'dono')",
      [LOJA_A, U.dona, U.entregador, LOJA_B, U.outraDona],
    ],
    ...produtos.map(([produto, nome, imagem, categoria]): Statement => [
      "insert into public.produtos (id, loja_id, nome, preco, imagem, categoria_id) values ($1, $2, $3, 10, $4, $5)",
      [produto, LOJA_A, nome, imagem, categoria],
    ]),
    ...orders.flatMap(orderStatements),
    ["select set_config('vitrine.agora', $1, true)", [AGORA]],
  ];
}
