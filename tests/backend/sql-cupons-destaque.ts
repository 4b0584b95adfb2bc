import { expect, it } from "vitest";

import { couponBanners, marketplaceCoupons } from "@/fixtures/marketing";

import { as, asAfter, type SqlRunner } from "./sql-assertions";
import { attempt, clockAt, ids } from "./sql-pedidos-helpers";

const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });
const UNIQUE = expect.objectContaining({ code: "23505" });
const SEEDED_CODES = couponBanners.map((banner) => banner.code);
const [FIRST, SECOND, THIRD] = couponBanners.map((banner) => banner.id) as [string, string, string];

const homeCodes = (db: SqlRunner) =>
  db
    .query<{ codigo: string }>("select codigo from public.cupons_em_destaque()")
    .then((rows) => rows.map((row) => row.codigo));
const positions = (db: SqlRunner) =>
  db
    .query<{ cupom_id: string; posicao: number }>(
      "select cupom_id::text, posicao from public.cupons_destaque order by posicao",
    )
    .then((rows) => rows.map((row) => [row.cupom_id, row.posicao]));
const move = (db: SqlRunner, id: string, to: number) =>
  attempt<{ moved: boolean }>(db, "select public.mover_cupom_destaque($1, $2::smallint) as moved", [id, to]);
/** A marketplace coupon the seed does not advertise, made in the rolled-back transaction. */
const SPARE = "7a1c3e5f-9b2d-4f6a-8c0e-1d3f5a7b9c04";
const spareCoupon: [string, unknown[]] = [
  `insert into public.cupons (id, loja_id, codigo, descricao, tipo_desconto, valor_desconto, inicio, fim)
   values ($1, null, 'VOLTA10', 'Dez por cento de volta.', 'percentual', 10, '2026-01-01', '2030-12-31')`,
  [SPARE],
];
const insertBanner = (db: SqlRunner, cupom: string, posicao: number, titulo = "Volta às aulas") =>
  db.query(
    "insert into public.cupons_destaque (cupom_id, titulo, subtitulo, posicao) values ($1, $2, 'Dez por cento em tudo.', $3) returning posicao",
    [cupom, titulo, posicao],
  );

/** The home's coupon banners (20251201120000_cupons_destaque.sql). */
export function defineCuponsDestaqueAssertions(runner: () => SqlRunner): void {
  it("gives visitors and every account the seeded banners' codes, in the home's order", async () => {
    const db = runner();
    expect(SEEDED_CODES.every((code) => marketplaceCoupons.some((coupon) => coupon.code === code))).toBe(
      true,
    );
    for (const [role, sub] of [
      ["anon", null],
      ["authenticated", ids.cliente],
      ["authenticated", ids.empresa],
      ["authenticated", ids.anunciante],
    ] as const) {
      expect(await as(db, role, sub, () => homeCodes(db))).toEqual(SEEDED_CODES);
    }
  });

  it("lets only administrators read the table itself (a visitor has no grant, an account sees no row)", async () => {
    const db = runner();
    await expect(as(db, "anon", null, () => positions(db))).rejects.toEqual(DENIED);
    for (const sub of [ids.cliente, ids.empresa, ids.entregador, ids.anunciante]) {
      expect(await as(db, "authenticated", sub, () => positions(db))).toEqual([]);
    }
    expect(await as(db, "authenticated", ids.admin, () => positions(db))).toEqual([
      [FIRST, 1],
      [SECOND, 2],
      [THIRD, 3],
    ]);
  });

  it("lets only an administrator with layout.edit add, edit and remove a banner", async () => {
    const db = runner();
    const edit = () =>
      db.query("update public.cupons_destaque set titulo = 'Outro título' returning cupom_id");
    const remove = () => db.query("delete from public.cupons_destaque returning cupom_id");
    // admin@'s row views the layout only (the Admin preset), like the theme
    for (const sub of [ids.cliente, ids.empresa, ids.entregador, ids.anunciante, ids.admin]) {
      expect(await as(db, "authenticated", sub, edit)).toEqual([]);
      expect(await as(db, "authenticated", sub, remove)).toEqual([]);
      await expect(
        asAfter(db, [spareCoupon], "authenticated", sub, () => insertBanner(db, SPARE, 4)),
      ).rejects.toEqual(DENIED);
    }
    expect(await as(db, "authenticated", ids.superadmin, edit)).toHaveLength(3);
    expect(await as(db, "authenticated", ids.superadmin, remove)).toHaveLength(3);
    const added = await asAfter(db, [spareCoupon], "authenticated", ids.superadmin, async () => {
      await insertBanner(db, SPARE, 4);
      return homeCodes(db);
    });
    expect(added).toEqual([...SEEDED_CODES, "VOLTA10"]);
  });

  it("refuses a store's coupon, a coupon twice, a taken position, a seventh place and untrimmed text", async () => {
    const db = runner();
    const [store] = await db.query<{ id: string }>(
      "select id::text from public.cupons where loja_id is not null order by id limit 1",
    );
    const tries: [string, () => Promise<unknown>, unknown][] = [
      ["a store's coupon", () => insertBanner(db, store!.id, 4), CHECK],
      ["a coupon already on the home", () => insertBanner(db, FIRST, 4), UNIQUE],
      ["a taken position", () => insertBanner(db, SPARE, 2), UNIQUE],
      ["a seventh place", () => insertBanner(db, SPARE, 7), CHECK],
      ["a title with spaces around", () => insertBanner(db, SPARE, 4, " Volta "), CHECK],
      ["a title of two letters", () => insertBanner(db, SPARE, 4, "Oi"), CHECK],
    ];
    for (const [what, run, error] of tries) {
      await expect(asAfter(db, [spareCoupon], "authenticated", ids.superadmin, run), what).rejects.toEqual(
        error,
      );
    }
    await expect(
      asAfter(db, [], "authenticated", ids.superadmin, () => insertBanner(db, store!.id, 4)),
    ).rejects.toEqual(expect.objectContaining({ message: "cupom_nao_e_da_vitrine" }));
  });

  it("moves a banner by swapping places with the one there, and only for layout.edit", async () => {
    const db = runner();
    const moved = await as(db, "authenticated", ids.superadmin, async () => {
      const up = await move(db, THIRD, 1);
      const after = await positions(db);
      const empty = await move(db, FIRST, 5);
      return { up: up.rows, after, empty: empty.rows, end: await positions(db), home: await homeCodes(db) };
    });
    expect(moved.up).toEqual([{ moved: true }]);
    expect(moved.after).toEqual([
      [THIRD, 1],
      [SECOND, 2],
      [FIRST, 3],
    ]);
    expect(moved.empty).toEqual([{ moved: true }]);
    expect(moved.end).toEqual([
      [THIRD, 1],
      [SECOND, 2],
      [FIRST, 5],
    ]);
    expect(moved.home).toEqual([SEEDED_CODES[2], SEEDED_CODES[1], SEEDED_CODES[0]]);
    const refused = await as(db, "authenticated", ids.admin, async () => ({
      move: (await move(db, THIRD, 1)).rows,
      after: await positions(db),
    }));
    expect(refused.move).toEqual([{ moved: false }]);
    expect(refused.after).toEqual([
      [FIRST, 1],
      [SECOND, 2],
      [THIRD, 3],
    ]);
    const outside = await as(db, "authenticated", ids.superadmin, () => move(db, FIRST, 7));
    expect(outside.error).toEqual(expect.objectContaining({ code: "22023" }));
    expect((await as(db, "anon", null, () => move(db, FIRST, 2))).error).toEqual(DENIED);
  });

  it("leaves a banner off the home while its coupon is switched off, not yet valid or expired", async () => {
    const db = runner();
    const off: [string, unknown[]] = ["update public.cupons set ativo = false where id = $1", [SECOND]];
    expect(await asAfter(db, [off], "anon", null, () => homeCodes(db))).toEqual([
      SEEDED_CODES[0],
      SEEDED_CODES[2],
    ]);
    expect(await asAfter(db, [clockAt("2025-12-31 12:00-03")], "anon", null, () => homeCodes(db))).toEqual(
      [],
    );
    expect(await asAfter(db, [clockAt("2026-01-01 00:30-03")], "anon", null, () => homeCodes(db))).toEqual(
      SEEDED_CODES,
    );
    expect(await asAfter(db, [clockAt("2030-12-31 23:30-03")], "anon", null, () => homeCodes(db))).toEqual(
      SEEDED_CODES,
    );
    expect(await asAfter(db, [clockAt("2031-01-01 00:30-03")], "anon", null, () => homeCodes(db))).toEqual(
      [],
    );
    const gone = await asAfter(
      db,
      [["delete from public.cupons where id = $1", [FIRST]]],
      "authenticated",
      ids.admin,
      () => positions(db),
    );
    expect(gone).toEqual([
      [SECOND, 2],
      [THIRD, 3],
    ]);
  });
}
