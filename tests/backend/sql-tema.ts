import { expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import { defaultTheme } from "@/fixtures/theme";
import { TEMA_COLUMNS, themeFromRow, type TemaRow } from "@/lib/theme/rows";

import { as, asAfter, type Role, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
const DENIED = expect.objectContaining({ code: "42501" });
const readTheme = async (db: SqlRunner) =>
  (await db.query<TemaRow>(`select ${TEMA_COLUMNS} from public.tema`)).map(themeFromRow);
const CHANGED: [string, unknown[]] = [
  "update public.tema set cor_primaria = '#7B1FA2', estilo_cabecalho = 'gradiente', raio_borda = '4px'",
  [],
];

/** The site's theme (migration *_tema.sql): one row everyone reads, only admins change, a default to restore. */
export function defineTemaAssertions(runner: () => SqlRunner): void {
  it("seeds one theme row with the default theme (the column defaults)", async () => {
    expect(await readTheme(runner())).toEqual([defaultTheme]);
  });

  it("lets anon and every account read the theme", async () => {
    const db = runner();
    const readers: [Role, string | null][] = [
      ["anon", null],
      ["authenticated", ids.cliente],
      ["authenticated", ids.empresa],
      ["authenticated", ids.admin],
    ];
    for (const [role, sub] of readers)
      expect(await as(db, role, sub, () => readTheme(db))).toEqual([defaultTheme]);
  });

  it("lets only an administrator with layout.edit change it, and nobody add or remove a row", async () => {
    const db = runner();
    const update = () => db.query("update public.tema set cor_primaria = '#7B1FA2' returning cor_primaria");
    await expect(as(db, "anon", null, update)).rejects.toEqual(DENIED);
    // admin@'s row views the layout only (the Admin preset), like the editor has always shown it
    for (const sub of [ids.cliente, ids.empresa, ids.entregador, ids.anunciante, ids.admin]) {
      expect(await as(db, "authenticated", sub, update)).toEqual([]);
    }
    for (const sub of [ids.superadmin]) {
      expect(await as(db, "authenticated", sub, update)).toEqual([{ cor_primaria: "#7B1FA2" }]);
      await expect(as(db, "authenticated", sub, () => db.query("delete from public.tema"))).rejects.toEqual(
        DENIED,
      );
      await expect(
        as(db, "authenticated", sub, () => db.query("insert into public.tema (id) values (true)")),
      ).rejects.toEqual(DENIED);
    }
    await expect(
      as(db, "service_role", null, () => db.query("insert into public.tema (id) values (false)")),
    ).rejects.toEqual(expect.objectContaining({ code: "23514" }));
  });

  it("refuses a colour that is not #RRGGBB, an unknown header style and a remote logo", async () => {
    const db = runner();
    for (const assignment of [
      "cor_fundo = 'white'",
      "cor_texto = '#1f293'",
      "estilo_cabecalho = 'flutuante'",
      "logo = 'https://example.com/logo.svg'",
      "raio_borda = '12em'",
    ]) {
      await expect(
        as(db, "authenticated", ids.superadmin, () => db.query(`update public.tema set ${assignment}`)),
      ).rejects.toEqual(expect.objectContaining({ code: "23514" }));
    }
  });

  it("'Restaurar padrão' brings an admin back to the defaults and changes nothing for anyone else", async () => {
    const db = runner();
    const restore = async () => [
      await db.query<{ ok: boolean }>("select public.restaurar_tema_padrao() as ok"),
      await readTheme(db),
    ];
    const admin = await asAfter(db, [CHANGED], "authenticated", ids.superadmin, restore);
    expect(admin).toEqual([[{ ok: true }], [defaultTheme]]);
    const cliente = await asAfter(db, [CHANGED], "authenticated", ids.cliente, restore);
    expect(cliente[0]).toEqual([{ ok: false }]);
    expect(cliente[1]).toEqual([
      { ...defaultTheme, primaryColor: "#7B1FA2", headerStyle: "gradient", borderRadius: "4px" },
    ]);
    await expect(
      as(db, "anon", null, () => db.query("select public.restaurar_tema_padrao()")),
    ).rejects.toEqual(DENIED);
  });
}
