import { expect, it } from "vitest";

import { orders } from "@/fixtures/orders";

import { asAfter, becomeCaller, rolledBack, type SqlRunner } from "./sql-assertions";
import { asAt, BELLA, ids, PAO } from "./sql-pedidos-helpers";

// supabase/migrations/20250901120000_pedidos_ao_vivo.sql: each order event is broadcast to private topics, and
// RLS on realtime.messages decides who may join each one (Supabase Realtime Authorization).

const seededOrder = (customer: string, store: string, status?: string) =>
  orders.find(
    (order) =>
      order.customerId === customer && order.companyId === store && (!status || order.status === status),
  )!;
/** Ana's order at the bakery, another customer's order at the bakery, Ana's order at the pizzeria. */
const ANA_AT_PAO = seededOrder(ids.cliente, PAO).id;
const OTHER_AT_PAO = orders.find((order) => order.customerId !== ids.cliente && order.companyId === PAO)!;
const ANA_AT_BELLA = seededOrder(ids.cliente, BELLA).id;
const NEW_AT_PAO = orders.find((order) => order.companyId === PAO && order.status === "confirmed")!;

type Who = "cliente" | "empresa" | "entregador" | "admin" | "anon";

const sub = (who: Who) => (who === "anon" ? null : ids[who]);

/**
 * Whether `who` may join `topic`, checked as Supabase Realtime checks a private join: a broadcast row on that
 * topic exists, and the policies decide whether `who`, with `realtime.topic` set, can read it.
 */
async function mayJoin(db: SqlRunner, who: Who, topic: string): Promise<boolean> {
  return asAfter(
    db,
    [
      [
        "insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'sonda', '{}', true)",
        [topic],
      ],
      ["select set_config('realtime.topic', $1, true)", [topic]],
    ],
    who === "anon" ? "anon" : "authenticated",
    sub(who),
    async () => {
      const rows = await db.query<{ n: number }>(
        "select count(*)::int as n from realtime.messages where topic = realtime.topic() and extension = 'broadcast'",
      );
      return (rows[0]?.n ?? 0) > 0;
    },
  );
}

export function definePedidosAoVivoAssertions(runner: () => SqlRunner): void {
  it.each<[Who, string, boolean]>([
    ["cliente", `pedido:${ANA_AT_PAO}`, true],
    ["cliente", `pedido:${OTHER_AT_PAO.id}`, false],
    ["cliente", `cliente:${ids.cliente}:pedidos`, true],
    ["cliente", `cliente:${OTHER_AT_PAO.customerId}:pedidos`, false],
    ["cliente", `loja:${PAO}:pedidos`, false],
    ["empresa", `loja:${PAO}:pedidos`, true],
    ["empresa", `loja:${BELLA}:pedidos`, false],
    ["empresa", `pedido:${OTHER_AT_PAO.id}`, true],
    ["empresa", `pedido:${ANA_AT_BELLA}`, false],
    ["empresa", `cliente:${ids.cliente}:pedidos`, false],
    ["entregador", `loja:${PAO}:pedidos`, true],
    ["entregador", `loja:${BELLA}:pedidos`, false],
    ["admin", `pedido:${ANA_AT_BELLA}`, true],
    ["admin", `loja:${PAO}:pedidos`, false],
    ["anon", `pedido:${ANA_AT_PAO}`, false],
    ["anon", `loja:${PAO}:pedidos`, false],
  ])("the %s account may join %s: %s", async (who, topic, allowed) => {
    expect(await mayJoin(runner(), who, topic)).toBe(allowed);
  });

  it.each([
    "pedido:nao-e-um-uuid",
    `pedido:${ANA_AT_PAO}:extra`,
    `loja:${PAO}`,
    `cliente:${ids.cliente}`,
    `PEDIDO:${ANA_AT_PAO}`,
    "outro:qualquer",
  ])("nobody may join the malformed topic %j, and asking is no error", async (topic) => {
    expect(await mayJoin(runner(), "cliente", topic)).toBe(false);
    expect(await mayJoin(runner(), "admin", topic)).toBe(false);
  });

  it("no client may broadcast on an order topic (no insert policy): a forged nudge is refused", async () => {
    const db = runner();
    await asAt(db, ids.empresa, async () => {
      await db.query("select set_config('realtime.topic', $1, true)", [`loja:${PAO}:pedidos`]);
      await expect(
        db.query(
          "insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'pedido_mudou', '{}', true)",
          [`loja:${PAO}:pedidos`],
        ),
      ).rejects.toMatchObject({ code: "42501" });
    });
  });

  it("a status change is announced once on the order's, the store's and the customer's topics, saying only which order moved, from where to where, by whom", async () => {
    const db = runner();
    await rolledBack(db, async () => {
      await db.query("select set_config('vitrine.agora', '2026-11-25 12:00-03', true)");
      await becomeCaller(db, "authenticated", ids.empresa);
      await db.query("select public.mudar_status_pedido($1, 'preparando', null)", [NEW_AT_PAO.id]);
      await db.query("reset role");
      const rows = await db.query<{
        topic: string;
        event: string;
        private: boolean;
        payload: Record<string, unknown>;
      }>(
        "select topic, event, private, payload - 'id' as payload from realtime.messages " +
          "where payload ->> 'pedido_id' = $1 and inserted_at = now()::timestamp order by topic",
        [NEW_AT_PAO.id],
      );
      const message = {
        pedido_id: NEW_AT_PAO.id,
        loja_id: PAO,
        de: "confirmado",
        para: "preparando",
        ator: "loja",
      };
      expect(rows).toEqual(
        [`cliente:${NEW_AT_PAO.customerId}:pedidos`, `loja:${PAO}:pedidos`, `pedido:${NEW_AT_PAO.id}`].map(
          (topic) => ({ topic, event: "pedido_mudou", private: true, payload: message }),
        ),
      );
    });
  });
}
