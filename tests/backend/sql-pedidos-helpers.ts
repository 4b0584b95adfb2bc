import { randomUUID } from "node:crypto";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { customers } from "@/fixtures/customers";
import { DEMO_USER_IDS } from "@/fixtures/ids";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { asAfter, type SqlRunner } from "./sql-assertions";

// What the order suites share: sql-pedidos.ts, sql-fazer-pedido.ts, sql-pedido-recusas.ts, sql-enderecos.ts and
// sql-cupons-regras.ts (the orders migrations, on PGlite and PostgreSQL).

export const ids = DEMO_USER_IDS;
export const PAO = DEMO_COMPANY_ID; // the demo empresa owns it, the demo entregador delivers for it
export const BELLA = COMPANY_IDS.bellaNapoli;

/** A Wednesday noon in São Paulo: every store the tests order from is open, CAFEDAMANHA (Mon–Fri) is good. */
export const WEDNESDAY_NOON = "2026-11-25 12:00-03";
/** A Saturday noon: FRETEGRATIS (weekends) is good. */
export const SATURDAY_NOON = "2026-11-28 12:00-03";

export type Setup = readonly (readonly [text: string, params?: unknown[]])[];

/** Pins private.agora() for the rest of the transaction (as the superuser, before the role is set). */
export const clockAt = (instant: string): Setup[number] => [
  "select set_config('vitrine.agora', $1, true)",
  [instant],
];

/** An account created in the transaction: a cliente with a phone unless told (the auth trigger makes the profile). */
export function newAccount(id: string, tipo = "cliente", telefone: string | null = "(31) 90000-0000"): Setup {
  return [
    [
      "insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)",
      [id, `${id.slice(0, 8)}@teste.example`],
    ],
    ["update public.perfis set tipo_conta = $2, telefone = $3 where user_id = $1", [id, tipo, telefone]],
  ];
}

/** As `sub` (anon when null), at Wednesday noon unless told, after `setup` ran as the superuser. */
export function asAt<T>(
  db: SqlRunner,
  sub: string | null,
  work: () => Promise<T>,
  setup: Setup = [],
  instant = WEDNESDAY_NOON,
): Promise<T> {
  return asAfter(db, [clockAt(instant), ...setup], sub ? "authenticated" : "anon", sub, work);
}

/** Two new cliente accounts, ana and bia, made in the same rolled-back transaction; `work` runs as ana. */
export function asAnaBesideBia<T>(db: SqlRunner, work: (ana: string, bia: string) => Promise<T>): Promise<T> {
  const ana = randomUUID();
  const bia = randomUUID();
  return asAfter(db, [...newAccount(ana), ...newAccount(bia)], "authenticated", ana, () => work(ana, bia));
}

export type PgError = { code?: string; message?: string; detail?: string; hint?: string };

/** Runs one statement in a savepoint: its rows, or the error it raised; the transaction goes on either way. */
export async function attempt<T>(
  db: SqlRunner,
  text: string,
  params: unknown[] = [],
): Promise<{ rows: T[]; error?: undefined } | { rows?: undefined; error: PgError }> {
  await db.query("savepoint attempt");
  try {
    const rows = await db.query<T>(text, params);
    await db.query("release savepoint attempt");
    return { rows };
  } catch (error) {
    await db.query("rollback to savepoint attempt");
    return { error: error as PgError };
  }
}

const demoCustomer = customers.find((entry) => entry.id === ids.cliente)!;
/** The demo cliente's default address ('Casa') and her other one ('Trabalho'). */
export const CASA = demoCustomer.addresses.find((entry) => entry.isDefault)!;
export const TRABALHO = demoCustomer.addresses.find((entry) => !entry.isDefault)!;
/** An address of another seeded customer (Carlos). */
export const OTHER_ADDRESS = customers.find((entry) => entry.id !== ids.cliente)!.addresses[0]!;

export type Line = { produto_id: string; quantidade: number } | Record<string, unknown>;
export type Checkout = {
  itens: Line[] | unknown;
  tipo?: string | null;
  pagamento?: string | null;
  chave?: string | null;
  endereco?: string | null;
  observacoes?: string | null;
  cupom?: string | null;
  total?: number | null;
};
export type Placed = { pedidos: { id: string; loja_id: string; total: number }[] };

/** public.fazer_pedido as the caller of the transaction: a delivery to 'Casa' paid by Pix, unless told. */
export async function fazerPedido(db: SqlRunner, checkout: Checkout): Promise<Placed> {
  const tipo = checkout.tipo === undefined ? "entrega" : checkout.tipo;
  const endereco =
    checkout.endereco === undefined ? (tipo === "entrega" ? CASA.id : null) : checkout.endereco;
  const [row] = await db.query<{ r: Placed }>(
    "select public.fazer_pedido($1::jsonb, $2, $3, $4::uuid, $5::uuid, $6, $7, $8::numeric) as r",
    [
      JSON.stringify(checkout.itens),
      tipo,
      checkout.pagamento === undefined ? "pix" : checkout.pagamento,
      checkout.chave === undefined ? randomUUID() : checkout.chave,
      endereco,
      checkout.observacoes === undefined ? "" : checkout.observacoes,
      checkout.cupom ?? null,
      checkout.total ?? null,
    ],
  );
  return row!.r;
}

/** An order written straight into the table (as the superuser), in any status, for the status tests. */
export function orderRow(
  id: string,
  status: string,
  tipo: "entrega" | "retirada",
  cliente: string = ids.cliente,
  loja: string = PAO,
  entregador: string | null = null,
): readonly [string, unknown[]] {
  return [
    `insert into public.pedidos (id, cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, taxa_entrega,
       total, cliente_nome, cliente_telefone, loja_nome, endereco, tempo_min, tempo_max, chave_idempotencia,
       entregador_id)
     values ($1, $2, $3, $4, $5, 'pix', 20, 0, 20, 'Cliente', '(31) 90000-0000', 'Loja',
       case when $5 = 'entrega' then '{"rotulo": "Casa"}'::jsonb end, 20, 30, gen_random_uuid(), $6)`,
    [id, cliente, loja, status, tipo, entregador],
  ];
}

export const ACAI = COMPANY_IDS.acaiDaPraca; // no fee of its own
export const BOM_PRECO = COMPANY_IDS.bomPreco; // R$ 9,90
export const BURGER = COMPANY_IDS.burgerMineiro; // R$ 5,99
export const VIDA = COMPANY_IDS.drogariaVida; // a pharmacy

export const seeded = catalogueRows();
/** A seeded product by name (its id, store and price as the catalogue section writes them). */
export const product = (nome: string) => {
  const found = seeded.produtos.find((p) => p.nome === nome);
  if (!found) throw new Error(`no product ${nome}`);
  return found;
};
export const PAO_FRANCES = product("Pão francês (10 unidades)"); // R$ 7,50
export const PAO_DE_QUEIJO = product("Pão de queijo mineiro (6 unidades)"); // R$ 12,00
export const SONHO = product("Sonho de doce de leite"); // switched off
export const ACAI_500 = product("Açaí 500 ml com banana e granola"); // R$ 22,90
export const ARROZ = product("Arroz branco tipo 1 (5 kg)");
export const X_BACON = product("X-Bacon Duplo"); // R$ 36,90
export const BATATA = product("Batata frita com cheddar e bacon"); // R$ 22,90
export const DIPIRONA = product("Dipirona monoidratada 500 mg (10 comprimidos)"); // R$ 7,90
export const PIZZA = product("Pizza Margherita (grande)");
export const line = (p: { id: string }, quantidade = 1) => ({ produto_id: p.id, quantidade });

/** Two loaves of bread at the bakery: R$ 15,00 + its R$ 4,99 fee. */
export const BAKERY: Checkout = { itens: [line(PAO_FRANCES, 2)] };
export const TWO_STORES: Checkout = { itens: [line(PAO_FRANCES), line(ACAI_500)] };
