import { expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";

import { as, rolledBack, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
const DUPLICATE = expect.objectContaining({ code: "23505" });

/**
 * nome_mostrado is stored trimmed and unique ignoring case, accents and invisible characters (the
 * migration *_nome_mostrado_unico.sql). Runs on PGlite and, with VITRINE_TEST_PG_URL, on PostgreSQL.
 */
export function defineNomeMostradoAssertions(runner: () => SqlRunner): void {
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

  it("resolves the superadmin nickname typed with other case, accents or spaces (spec 5)", async () => {
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
}
