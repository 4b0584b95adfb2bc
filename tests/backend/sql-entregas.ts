import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { becomeCaller, type SqlRunner } from "./sql-assertions";
import type { Session } from "./sql-fazer-pedido";
import {
  asAt,
  attempt,
  BELLA,
  ids,
  newAccount,
  orderRow,
  PAO,
  WEDNESDAY_NOON,
  type PgError,
  type Setup,
} from "./sql-pedidos-helpers";

// The courier's day (migration *_entregas.sql): public.pegar_pedido claims a ready delivery for one courier,
// public.entregador_do_pedido names who carries it; the courier's part in the status table and in the catalogue.

type Claimed = { id: string; status: string; updated_at: string };
type State = {
  status: string;
  entregador_id: string | null;
  eventos: { autor_id: string | null; papel: string; de: string | null; para: string }[];
};

const take = (db: SqlRunner, id: string) =>
  attempt<{ r: Claimed }>(db, "select public.pegar_pedido($1) as r", [id]);
const move = (db: SqlRunner, id: string, status: string, motivo: string | null = null) =>
  attempt<{ r: Claimed }>(db, "select public.mudar_status_pedido($1, $2, $3) as r", [id, status, motivo]);

/** The order's status, courier and events, read as the superuser inside the caller's transaction. */
async function stateOf(db: SqlRunner, id: string): Promise<State> {
  await db.query("reset role");
  const [row] = await db.query<State>(
    `select p.status, p.entregador_id::text,
            coalesce((select jsonb_agg(jsonb_build_object('autor_id', e.autor_id, 'papel', e.papel, 'de', e.de,
                        'para', e.para) order by e.id)
                      from public.eventos_pedido e where e.pedido_id = p.id), '[]') as eventos
     from public.pedidos p where p.id = $1`,
    [id],
  );
  return row!;
}

/** A second courier account of `loja`, created in the transaction. */
function courierOf(loja: string, id: string): Setup {
  return [
    ...newAccount(id, "entregador"),
    ["insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'entregador')", [loja, id]],
  ];
}

const TAKEN_BY_DEMO_COURIER = {
  autor_id: ids.entregador,
  papel: "entregador",
  de: "pronto",
  para: "a_caminho",
};

// What 'Pegar pedido' answers for each state an order may be in when the courier presses it.
const CLAIMS: readonly [
  label: string,
  status: string,
  tipo: "entrega" | "retirada",
  carrier: "me" | "other" | null,
  outcome: string,
][] = [
  ["a ready delivery", "pronto", "entrega", null, "ok"],
  ["a ready pickup (the shopper collects it)", "pronto", "retirada", null, "transicao_invalida"],
  ["a new order", "confirmado", "entrega", null, "transicao_invalida"],
  ["an order still in the kitchen", "preparando", "entrega", null, "transicao_invalida"],
  ["a cancelled order", "cancelado", "entrega", null, "transicao_invalida"],
  ["an order another courier carries", "a_caminho", "entrega", "other", "pedido_ja_pego"],
  ["an order the store sent out itself", "a_caminho", "entrega", null, "pedido_ja_pego"],
  ["an order another courier delivered", "entregue", "entrega", "other", "pedido_ja_pego"],
  ["an order this courier already carries", "a_caminho", "entrega", "me", "ok"],
];

// The courier's moves through the status function: take and deliver a delivery order, nothing else.
const COURIER_MOVES: readonly [from: string, tipo: "entrega" | "retirada", to: string, outcome: string][] = [
  ["confirmado", "entrega", "preparando", "transicao_invalida"],
  ["preparando", "entrega", "pronto", "transicao_invalida"],
  ["pronto", "entrega", "a_caminho", "ok"],
  ["pronto", "retirada", "entregue", "transicao_invalida"],
  ["a_caminho", "entrega", "entregue", "ok"],
  ["a_caminho", "entrega", "pronto", "transicao_invalida"],
  ["a_caminho", "entrega", "cancelado", "transicao_invalida"],
  ["confirmado", "entrega", "cancelado", "transicao_invalida"],
];

/** Claims, races, refusals and the courier's limits, on PGlite and (with `session`) on PostgreSQL 15. */
export function defineEntregasAssertions(runner: () => SqlRunner, session?: () => Promise<Session>): void {
  it.each(CLAIMS)("'Pegar pedido' on %s: %s", async (_label, status, tipo, carrier, outcome) => {
    const db = runner();
    const id = randomUUID();
    const other = randomUUID();
    const carriedBy = carrier === "me" ? ids.entregador : carrier === "other" ? other : null;
    const setup: Setup = [...courierOf(PAO, other), orderRow(id, status, tipo, ids.cliente, PAO, carriedBy)];
    const { result, state } = await asAt(
      db,
      ids.entregador,
      async () => ({ result: await take(db, id), state: await stateOf(db, id) }),
      setup,
    );
    if (outcome !== "ok") {
      expect(result.error).toMatchObject({ code: "P0001", message: outcome });
      if (outcome === "pedido_ja_pego") expect(result.error).toMatchObject({ detail: status });
      expect(state).toEqual({ status, entregador_id: carriedBy, eventos: [] });
      return;
    }
    expect(result.rows?.[0]?.r).toMatchObject({ id, status: "a_caminho" });
    // a claim already made answers the order as it is, with no second event
    expect(state).toEqual({
      status: "a_caminho",
      entregador_id: ids.entregador,
      eventos: carrier === "me" ? [] : [TAKEN_BY_DEMO_COURIER],
    });
  });

  it("two couriers press 'Pegar pedido' one after the other: the first carries it, the second is told it was taken", async () => {
    const db = runner();
    const id = randomUUID();
    const other = randomUUID();
    const setup: Setup = [...courierOf(PAO, other), orderRow(id, "pronto", "entrega")];
    const answers = await asAt(
      db,
      ids.entregador,
      async () => {
        const first = await take(db, id);
        await becomeCaller(db, "authenticated", other);
        const second = await take(db, id);
        const secondDelivers = await move(db, id, "entregue");
        return { first, second, secondDelivers, state: await stateOf(db, id) };
      },
      setup,
    );
    expect(answers.first.rows?.[0]?.r).toMatchObject({ id, status: "a_caminho" });
    expect(answers.second.error).toMatchObject({
      code: "P0001",
      message: "pedido_ja_pego",
      detail: "a_caminho",
    });
    expect(answers.secondDelivers.error).toMatchObject({ code: "P0001", message: "transicao_invalida" });
    expect(answers.state).toEqual({
      status: "a_caminho",
      entregador_id: ids.entregador,
      eventos: [TAKEN_BY_DEMO_COURIER],
    });
  });

  it.skipIf(!session)(
    "two couriers press 'Pegar pedido' at the same moment: the second waits for the first, then is told it was taken",
    async () => {
      const db = runner();
      const id = randomUUID();
      const other = randomUUID();
      for (const [text, params] of [...courierOf(PAO, other), orderRow(id, "pronto", "entrega")])
        await db.query(text, params);
      const [first, second] = [await session!(), await session!()];
      const begin = async (s: Session, sub: string) => {
        await s.query("begin");
        await s.query("select set_config('vitrine.agora', $1, true)", [WEDNESDAY_NOON]);
        await becomeCaller(s, "authenticated", sub);
      };
      try {
        await begin(first, ids.entregador);
        await begin(second, other);
        const won = await first.query<{ r: Claimed }>("select public.pegar_pedido($1) as r", [id]);
        expect(won[0]?.r).toMatchObject({ id, status: "a_caminho" });
        let answered = false;
        const lost = second
          .query("select public.pegar_pedido($1) as r", [id])
          .then(
            () => ({ error: undefined as PgError | undefined }),
            (error: PgError) => ({ error }),
          )
          .finally(() => {
            answered = true;
          });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered).toBe(false); // waiting on the first courier's lock on the order
        await first.query("commit");
        expect((await lost).error).toMatchObject({ code: "P0001", message: "pedido_ja_pego" });
        await second.query("rollback");
        const [row] = await db.query<{ entregador_id: string; eventos: number }>(
          `select p.entregador_id::text,
                  (select count(*)::int from public.eventos_pedido e where e.pedido_id = p.id) as eventos
           from public.pedidos p where p.id = $1`,
          [id],
        );
        expect(row).toEqual({ entregador_id: ids.entregador, eventos: 1 });
      } finally {
        for (const s of [first, second]) await s.query("rollback").catch(() => undefined);
        await first.close();
        await second.close();
        await db.query("delete from public.pedidos where id = $1", [id]);
        await db.query("delete from auth.users where id = $1", [other]);
      }
    },
  );

  it("refuses a courier of another store, the owner, the customer and anon: nobody learns the order exists", async () => {
    const db = runner();
    const id = randomUUID();
    const stranger = randomUUID();
    const setup: Setup = [...courierOf(BELLA, stranger), orderRow(id, "pronto", "entrega")];
    const seen = await asAt(
      db,
      stranger,
      async () => ({
        orders: await db.query("select id from public.pedidos where loja_id = $1", [PAO]),
        take: await take(db, id),
        move: await move(db, id, "a_caminho"),
      }),
      setup,
    );
    expect(seen.orders).toEqual([]);
    expect(seen.take.error).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    expect(seen.move.error).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    // only a courier claims: the owner sends an order out with the status function
    for (const who of [ids.empresa, ids.cliente, ids.admin]) {
      const answer = await asAt(db, who, () => take(db, id), setup);
      expect(answer.error, who).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    }
    const anon = await asAt(db, null, () => take(db, id), setup);
    expect(anon.error).toMatchObject({ code: "42501" });
  });

  it.each(COURIER_MOVES)(
    "the store's courier moves a %s %s order to %s: %s",
    async (from, tipo, to, outcome) => {
      const db = runner();
      const id = randomUUID();
      const carried = from === "a_caminho" ? ids.entregador : null;
      const { result, state } = await asAt(
        db,
        ids.entregador,
        async () => ({
          result: await move(db, id, to, to === "cancelado" ? "Pneu furado" : null),
          state: await stateOf(db, id),
        }),
        [orderRow(id, from, tipo, ids.cliente, PAO, carried)],
      );
      if (outcome !== "ok") {
        expect(result.error).toMatchObject({ code: "P0001", message: outcome, hint: "entregador" });
        expect(state.status).toBe(from);
        return;
      }
      expect(state).toEqual({
        status: to,
        entregador_id: ids.entregador,
        eventos: [{ autor_id: ids.entregador, papel: "entregador", de: from, para: to }],
      });
    },
  );

  it("names the courier carrying an order to the store's owner, an admin and that courier, never to the customer", async () => {
    const db = runner();
    const id = randomUUID();
    const setup: Setup = [orderRow(id, "a_caminho", "entrega", ids.cliente, PAO, ids.entregador)];
    const nameFor = (sub: string) =>
      asAt(
        db,
        sub,
        async () =>
          (
            await db.query<{ nome: string | null }>("select public.entregador_do_pedido($1) as nome", [id])
          )[0]!.nome,
        setup,
      );
    for (const who of [ids.empresa, ids.admin, ids.entregador])
      expect(await nameFor(who), who).toBe("Carlos Eduardo Lima");
    for (const who of [ids.cliente, ids.anunciante]) expect(await nameFor(who), who).toBeNull();
    const sentByStore = await asAt(
      db,
      ids.empresa,
      async () =>
        (await db.query<{ nome: string | null }>("select public.entregador_do_pedido($1) as nome", [id]))[0]!
          .nome,
      [orderRow(id, "a_caminho", "entrega")],
    );
    expect(sentByStore).toBeNull();
  });

  it("the demo entregador writes nothing of the store: its profile, products, coupons, members or orders", async () => {
    const db = runner();
    const writes: readonly [string, unknown[]][] = [
      ["update public.lojas set nome = 'Pão Frio', taxa_entrega = 0 where id = $1 returning id", [PAO]],
      ["update public.produtos set preco = 0.01 where loja_id = $1 returning id", [PAO]],
      ["delete from public.produtos where loja_id = $1 returning id", [PAO]],
      ["insert into public.produtos (loja_id, nome, preco) values ($1, 'Pão grátis', 1) returning id", [PAO]],
      ["update public.cupons set ativo = false where loja_id = $1 returning id", [PAO]],
      ["delete from public.cupons where loja_id = $1 returning id", [PAO]],
      [
        `insert into public.cupons (loja_id, codigo, descricao, tipo_desconto, valor_desconto, inicio, fim)
         values ($1, 'ENTREGA99', 'Quase tudo de graça', 'percentual', 99, '2026-01-01', '2026-12-31') returning id`,
        [PAO],
      ],
      [
        "insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'dono') returning loja_id",
        [PAO, ids.entregador],
      ],
      ["delete from public.membros_loja where loja_id = $1 returning loja_id", [PAO]],
      [
        "update public.pedidos set status = 'entregue', entregador_id = $2 where loja_id = $1 returning id",
        [PAO, ids.entregador],
      ],
      ["delete from public.pedidos where loja_id = $1 returning id", [PAO]],
    ];
    const answers = await asAt(db, ids.entregador, async () => {
      const out: { sql: string; rows?: unknown[]; code?: string }[] = [];
      for (const [text, params] of writes) {
        const answer = await attempt(db, text, params);
        out.push({ sql: text, rows: answer.rows, code: answer.error?.code });
      }
      return out;
    });
    for (const answer of answers) {
      // refused outright (no grant, or a policy's check) or nothing the policies let it touch
      if (answer.code) expect(answer.code, answer.sql).toBe("42501");
      else expect(answer.rows, answer.sql).toEqual([]);
    }
  });
}
