import { expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import { readMigrations } from "@/supabase/embedded/db";

import { as, rolledBack, type SqlRunner } from "./sql-assertions";

/** A runner that can also run a whole migration file (several statements, no parameters). */
export type SqlScriptRunner = SqlRunner & { exec(sql: string): Promise<void> };

const CONFUSABLES_MIGRATION = readMigrations().find((m) => m.name === "nome_mostrado_confusaveis");

// product.md D18: lookalikes of 'superadmin' the first key let through (compatibility forms, other scripts)
const SUPERADMIN_LOOKALIKES: ReadonlyArray<readonly [name: string, why: string]> = [
  ["ＳＵＰＥＲＡＤＭＩＮ", "full-width capitals"],
  ["ｓｕｐｅｒａｄｍｉｎ", "full-width small letters"],
  ["\u0455uperadmin", "Cyrillic dze for the s"],
  ["\u0455u\u0440\u0435r\u0430dm\u0456n", "Cyrillic s, p, e, a and i"],
  ["\u0455\u03c5\u0440\u0435r\u03b1dm\u0456n", "Cyrillic and Greek mixed"],
  ["SUP\u0415R\u0410DMIN", "Cyrillic capital E and A"],
  [
    "\u{1d42c}\u{1d42e}\u{1d429}\u{1d41e}\u{1d42b}\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}",
    "mathematical bold",
  ],
  ["\u24e2\u24e4\u24df\u24d4\u24e1\u24d0\u24d3\u24dc\u24d8\u24dd", "circled letters"],
  ["s\u0307uperadmin", "a combining dot above"],
  ["\u1e61uperadmin", "a precomposed s with dot above"],
  ["superadmin\ufe0f", "a variation selector"],
  ["super\u3164admin", "a Hangul filler"],
  ["sup\u0435r\u0430dm\u0456n", "Cyrillic e, a and i with Latin around"],
];

// Real names in other scripts and near misses: each is its own name, distinct from every other one here.
const DISTINCT_NAMES = [
  "superadmins",
  "super admin",
  "Ирина",
  "Irina",
  "Σοφία",
  "Sofia Lima",
  "李雷",
  "Zoë Martins",
  "Zoe Martin",
  "Café Central",
  "Cafe Centro",
  "Łukasz",
  "Lukas",
] as const;

const ids = DEMO_USER_IDS;
const DUPLICATE = expect.objectContaining({ code: "23505" });

/**
 * nome_mostrado is stored trimmed and unique ignoring case, accents and invisible characters (the
 * migration *_nome_mostrado_unico.sql). Runs on PGlite and, with VITRINE_TEST_PG_URL, on PostgreSQL.
 */
export function defineNomeMostradoAssertions(runner: () => SqlScriptRunner): void {
  const rename = (db: SqlRunner, userId: string, name: string) =>
    as(db, "authenticated", userId, () =>
      db.query<{ nome_mostrado: string }>(
        "update public.perfis set nome_mostrado = $1 where user_id = $2 returning nome_mostrado",
        [name, userId],
      ),
    );

  it.each([
    [" superadmin", "leading space"],
    ["superadmin\u00a0", "trailing no-break space"],
    ["SuperAdmin", "other case"],
    ["súperádmin", "accents"],
    ["super\u200badmin", "a zero-width space inside"],
    ["\tSUPERADMÍN \n", "tabs, newline, case and accent together"],
  ])("refuses a cliente taking %j (%s), a lookalike of the superadmin's nickname", async (name) => {
    await expect(rename(runner(), ids.cliente, name)).rejects.toEqual(DUPLICATE);
  });

  it("refuses lookalikes of any other name too: 'ANA  SOUZA' and 'Âna Souza' collide with 'Ana Souza'", async () => {
    const db = runner();
    await expect(rename(db, ids.empresa, "ANA  SOUZA")).rejects.toEqual(DUPLICATE);
    await expect(rename(db, ids.empresa, "Âna Souza")).rejects.toEqual(DUPLICATE);
  });

  it("stores the name trimmed, invisible characters removed and inner spaces collapsed", async () => {
    const rows = await rename(runner(), ids.cliente, "  Ana\u200b   Paula\u00a0 ");
    expect(rows).toEqual([{ nome_mostrado: "Ana Paula" }]);
  });

  it("lets a user keep their own name in another spelling", async () => {
    const rows = await rename(runner(), ids.cliente, " ANA SOUZA ");
    expect(rows).toEqual([{ nome_mostrado: "ANA SOUZA" }]);
  });

  it("refuses a name that is only spaces (the length check sees the trimmed value)", async () => {
    await expect(rename(runner(), ids.cliente, " \u00a0 ")).rejects.toEqual(
      expect.objectContaining({ code: "23514" }),
    );
  });

  it("trims names written by trusted roles and by the seed alike", async () => {
    const db = runner();
    const rows = await rolledBack(db, () =>
      db.query<{ nome_mostrado: string }>(
        "update public.perfis set nome_mostrado = ' Carlos  Entregas ' where user_id = $1 returning nome_mostrado",
        [ids.entregador],
      ),
    );
    expect(rows).toEqual([{ nome_mostrado: "Carlos Entregas" }]);
    const untidy = await db.query(
      "select user_id from public.perfis where nome_mostrado <> private.tidy_nome_mostrado(nome_mostrado)",
    );
    expect(untidy).toEqual([]);
  });

  it("resolves the superadmin nickname typed with other case, accents or spaces (product.md §5)", async () => {
    const db = runner();
    const answers = await as(db, "service_role", null, async () =>
      Promise.all(
        [" SúperAdmin ", "superadmin"].map(
          async (nickname) =>
            (
              await db.query<{ result: Record<string, string> }>(
                "select public.resolve_login_nickname($1) as result",
                [nickname],
              )
            )[0]?.result,
        ),
      ),
    );
    expect(answers).toEqual([
      { status: "ok", email: "superadmin@vitrine.example" },
      { status: "ok", email: "superadmin@vitrine.example" },
    ]);
  });

  it.each(SUPERADMIN_LOOKALIKES)(
    "refuses a cliente taking %j (%s): NFKC folding and confusables make it 'superadmin'",
    async (name) => {
      const db = runner();
      const [row] = await db.query<{ key: string }>("select private.nome_mostrado_key($1) as key", [name]);
      expect(row?.key).toBe("superadmin");
      await expect(rename(db, ids.cliente, name)).rejects.toEqual(DUPLICATE);
    },
  );

  it("keeps names of other scripts and near misses distinct: each one can be taken next to the others", async () => {
    const db = runner();
    const keys = await db.query<{ key: string }>(
      "select private.nome_mostrado_key(name) as key from unnest($1::text[]) as name",
      [DISTINCT_NAMES],
    );
    expect(new Set(keys.map((row) => row.key)).size).toBe(DISTINCT_NAMES.length);
    for (const name of DISTINCT_NAMES) {
      await expect(rename(db, ids.cliente, name)).resolves.toEqual([{ nome_mostrado: name }]);
    }
  });

  it("resolves the superadmin nickname typed full-width, as its key says (product.md §5)", async () => {
    const db = runner();
    const [answer] = await as(db, "service_role", null, () =>
      db.query<{ result: Record<string, string> }>("select public.resolve_login_nickname($1) as result", [
        "ＳＵＰＥＲＡＤＭＩＮ",
      ]),
    );
    expect(answer?.result).toEqual({ status: "ok", email: "superadmin@vitrine.example" });
  });

  it("migrates names that already collide: the plain-ASCII one keeps it, each lookalike gets its id appended", async () => {
    const db = runner();
    expect(CONFUSABLES_MIGRATION).toBeDefined();
    const rows = await rolledBack(db, async () => {
      // as a database before this migration could hold them
      await db.query("drop index public.perfis_nome_mostrado_key");
      await db.query("update public.perfis set nome_mostrado = $1 where user_id = $2", [
        "ＳＵＰＥＲＡＤＭＩＮ",
        ids.entregador,
      ]);
      await db.query("update public.perfis set nome_mostrado = $1 where user_id = $2", [
        "\u0455uperadmin",
        ids.admin,
      ]);
      await db.exec(CONFUSABLES_MIGRATION!.sql);
      const index = await db.query("select 1 from pg_indexes where indexname = 'perfis_nome_mostrado_key'");
      expect(index).toHaveLength(1);
      return db.query<{ user_id: string; nome_mostrado: string }>(
        "select user_id, nome_mostrado from public.perfis where user_id = any($1::uuid[]) order by nome_mostrado",
        [[ids.superadmin, ids.entregador, ids.admin]],
      );
    });
    expect(rows).toEqual(
      expect.arrayContaining([
        { user_id: ids.superadmin, nome_mostrado: "superadmin" },
        { user_id: ids.entregador, nome_mostrado: `ＳＵＰＥＲＡＤＭＩＮ ${ids.entregador.slice(0, 8)}` },
        { user_id: ids.admin, nome_mostrado: `\u0455uperadmin ${ids.admin.slice(0, 8)}` },
      ]),
    );
    expect(rows).toHaveLength(3);
  });
}
