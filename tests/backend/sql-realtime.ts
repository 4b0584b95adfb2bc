import { expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";

import { becomeCaller, rolledBack, type Role, type SqlRunner } from "./sql-assertions";

const TOPIC = "teste:sql-realtime";

const rowsOnTopic = (db: SqlRunner) =>
  db.query<{ event: string; private: boolean; extension: string; payload_id: string; id: string }>(
    "select event, private, extension, payload ->> 'id' as payload_id, id::text as id " +
      "from realtime.messages where topic = $1 order by inserted_at",
    [TOPIC],
  );

/**
 * The stand-in for Supabase Realtime's schema (supabase/embedded/realtime-schema.sql) has hosted's shape: the
 * columns of realtime.messages, the signatures and behaviour of realtime.send() and realtime.topic().
 */
export function defineRealtimeAssertions(runner: () => SqlRunner): void {
  it("gives realtime.messages hosted's columns, types and defaults, with RLS on", async () => {
    const columns = await runner().query(
      "select column_name as name, data_type as type, is_nullable as nullable, column_default as default " +
        "from information_schema.columns where table_schema = 'realtime' and table_name = 'messages' " +
        "order by ordinal_position",
    );
    expect(columns).toEqual([
      { name: "topic", type: "text", nullable: "NO", default: null },
      { name: "extension", type: "text", nullable: "NO", default: null },
      { name: "payload", type: "jsonb", nullable: "YES", default: null },
      { name: "event", type: "text", nullable: "YES", default: null },
      { name: "private", type: "boolean", nullable: "YES", default: "false" },
      { name: "updated_at", type: "timestamp without time zone", nullable: "NO", default: "now()" },
      { name: "inserted_at", type: "timestamp without time zone", nullable: "NO", default: "now()" },
      { name: "id", type: "uuid", nullable: "NO", default: "gen_random_uuid()" },
    ]);
    const [table] = await runner().query<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'realtime.messages'::regclass",
    );
    expect(table?.rls).toBe(true);
  });

  it.each(["anon", "authenticated", "service_role"])(
    "grants %s select, insert and update on realtime.messages, never delete",
    async (role) => {
      const [grants] = await runner().query(
        "select has_table_privilege($1, 'realtime.messages', 'select') as s, " +
          "has_table_privilege($1, 'realtime.messages', 'insert') as i, " +
          "has_table_privilege($1, 'realtime.messages', 'update') as u, " +
          "has_table_privilege($1, 'realtime.messages', 'delete') as d",
        [role],
      );
      expect(grants).toEqual({ s: true, i: true, u: true, d: false });
    },
  );

  it("declares realtime.send and realtime.topic with hosted's signatures", async () => {
    const functions = await runner().query(
      "select p.proname as name, pg_get_function_arguments(p.oid) as args, " +
        "format_type(p.prorettype, null) as returns, l.lanname as language, p.prosecdef as definer, " +
        "p.provolatile::text as volatility " +
        "from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang " +
        "where n.nspname = 'realtime' and p.proname in ('send', 'topic') order by p.proname",
    );
    expect(functions).toEqual([
      {
        name: "send",
        args: "payload jsonb, event text, topic text, private boolean DEFAULT true",
        returns: "void",
        language: "plpgsql",
        definer: false,
        volatility: "v",
      },
      { name: "topic", args: "", returns: "text", language: "sql", definer: false, volatility: "s" },
    ]);
  });

  it("stores a private broadcast whose payload carries the message id, and sets realtime.topic()", async () => {
    const db = runner();
    const result = await rolledBack(db, async () => {
      await db.query("select realtime.send($1::jsonb, 'pedido_mudou', $2)", [
        JSON.stringify({ a: 1 }),
        TOPIC,
      ]);
      const [topic] = await db.query<{ topic: string }>("select realtime.topic() as topic");
      return { rows: await rowsOnTopic(db), topic: topic?.topic };
    });
    expect(result.topic).toBe(TOPIC);
    expect(result.rows).toEqual([
      expect.objectContaining({ event: "pedido_mudou", private: true, extension: "broadcast" }),
    ]);
    expect(result.rows[0]?.payload_id).toBe(result.rows[0]?.id);
  });

  it("keeps an id the payload already has, and a public message when asked", async () => {
    const db = runner();
    const rows = await rolledBack(db, async () => {
      await db.query("select realtime.send('{\"id\": \"meu\"}'::jsonb, 'e', $1, false)", [TOPIC]);
      return rowsOnTopic(db);
    });
    expect(rows).toEqual([expect.objectContaining({ private: false, payload_id: "meu" })]);
  });

  it("answers null from realtime.topic() outside a channel check", async () => {
    expect(await runner().query("select realtime.topic() as topic")).toEqual([{ topic: null }]);
  });

  it.each<[string, Role | null, string]>([
    ["a caller no policy lets insert", "authenticated", "{}"],
    ["a payload that is not an object", null, '"texto"'],
  ])("never fails the caller's transaction: %s stores nothing and goes on", async (_case, role, payload) => {
    const db = runner();
    const result = await rolledBack(db, async () => {
      if (role) {
        await becomeCaller(db, role, DEMO_USER_IDS.cliente);
      }
      await db.query("select realtime.send($1::jsonb, 'e', $2)", [payload, TOPIC]);
      const [after] = await db.query("select 1 as ok");
      await db.query("reset role");
      return { after, rows: await rowsOnTopic(db) };
    });
    expect(result).toEqual({ after: { ok: 1 }, rows: [] });
  });
}
