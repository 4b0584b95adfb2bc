import { expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { as, asAfter, type Role, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
const PAO = DEMO_COMPANY_ID; // owned by the demo empresa, delivered for by the demo entregador
const BELLA = COMPANY_IDS.bellaNapoli; // approved, someone else's
const FORNO = COMPANY_IDS.fornoELenha; // pending
const POPULAR = COMPANY_IDS.drogariaPopular; // rejected
const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });

const seeded = catalogueRows();
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
const approvedIds = seeded.lojas
  .filter((l) => l.status === "aprovada")
  .map((l) => l.id)
  .sort();

type Row = Record<string, unknown>;
/** Rows as jsonb (numbers as numbers, dates as text, on PGlite and node-postgres alike), by key. */
async function rowsOf(db: SqlRunner, table: string, order: string): Promise<Row[]> {
  const rows = await db.query<{ row: Row }>(
    `select to_jsonb(t) - 'updated_at' as row from public.${table} t order by ${order}`,
  );
  return rows.map((r) => r.row);
}
const sameInstant = ({ created_at, ...row }: Row) => ({ ...row, at: new Date(String(created_at)).getTime() });
const withoutCreated = ({ created_at: _created, ...row }: Row) => row;

const idList = (rows: { id: string }[]) => rows.map((row) => row.id);
const selectIds = (db: SqlRunner, table: string) =>
  db.query<{ id: string }>(`select id::text from public.${table} order by id`);

/** Stores and their members (migration *_lojas.sql). Runs on PGlite and, with VITRINE_TEST_PG_URL, PostgreSQL. */
export function defineLojasAssertions(runner: () => SqlRunner): void {
  it("seeds every sample store, member, product and coupon with the fixtures' ids and values", async () => {
    const db = runner();
    expect((await rowsOf(db, "lojas", "id")).map(sameInstant)).toEqual(
      [...seeded.lojas].sort(byId).map(sameInstant),
    );
    // texto_busca is the database's own (a generated column, what the search compares; sql-busca.ts holds the
    // search to the app's rules): the seed never writes it
    const produtos = (await rowsOf(db, "produtos", "id")).map(({ texto_busca: _search, ...row }) => row);
    expect(produtos.map(withoutCreated)).toEqual([...seeded.produtos].sort(byId));
    // the stores' coupons (the marketplace's, without a store, come from the orders section)
    const storeCoupons = (await rowsOf(db, "cupons", "id")).filter((row) => row.loja_id !== null);
    expect(storeCoupons.map(withoutCreated)).toEqual([...seeded.cupons].sort(byId));
    expect((await rowsOf(db, "membros_loja", "papel")).map(withoutCreated)).toEqual(seeded.membros_loja);
  });

  it("shows anon and any signed-in account the approved stores and their products, nothing else", async () => {
    const db = runner();
    const readers: [Role, string | null][] = [
      ["anon", null],
      ["authenticated", ids.cliente],
      ["authenticated", ids.anunciante],
    ];
    for (const [role, sub] of readers) {
      expect(idList(await as(db, role, sub, () => selectIds(db, "lojas")))).toEqual(approvedIds);
      const products = await as(db, role, sub, () => selectIds(db, "produtos"));
      const ofApproved = seeded.produtos.filter((p) => approvedIds.includes(p.loja_id));
      expect(products).toHaveLength(ofApproved.length);
    }
    expect(approvedIds).toContain(COMPANY_IDS.lanchoneteDaEsquina); // approved but inactive: page with a notice
    expect(approvedIds).not.toContain(FORNO);
    // a store taken back to pending hides its products with it
    const hidden = await asAfter(
      db,
      [["update public.lojas set status = 'pendente' where id = $1", [PAO]]],
      "anon",
      null,
      () => db.query("select id from public.produtos where loja_id = $1", [PAO]),
    );
    expect(hidden).toEqual([]);
  });

  it("keeps coupons and members from anon, and from signed-in accounts outside the store", async () => {
    const db = runner();
    await expect(as(db, "anon", null, () => db.query("select id from public.cupons"))).rejects.toEqual(
      DENIED,
    );
    await expect(
      as(db, "anon", null, () => db.query("select papel from public.membros_loja")),
    ).rejects.toEqual(DENIED);
    for (const outsider of [ids.cliente, ids.anunciante, ids.semperfil]) {
      expect(await as(db, "authenticated", outsider, () => db.query("select id from public.cupons"))).toEqual(
        [],
      );
      expect(
        await as(db, "authenticated", outsider, () => db.query("select papel from public.membros_loja")),
      ).toEqual([]);
    }
  });

  it("lets the owner and the entregador read their store while it is pending, with its products and coupons", async () => {
    const db = runner();
    const pending: [string, unknown[]][] = [
      ["update public.lojas set status = 'pendente' where id = $1", [PAO]],
    ];
    for (const member of [ids.empresa, ids.entregador]) {
      const seen = await asAfter(db, pending, "authenticated", member, async () => ({
        store: await db.query("select nome from public.lojas where id = $1", [PAO]),
        products: (await db.query("select id from public.produtos where loja_id = $1", [PAO])).length,
        coupons: (await db.query("select id from public.cupons")).length,
      }));
      expect(seen).toEqual({
        store: [{ nome: "Padaria Pão Quente" }],
        products: seeded.produtos.filter((p) => p.loja_id === PAO).length,
        coupons: seeded.cupons.length,
      });
    }
    const owner = await as(db, "authenticated", ids.empresa, () =>
      db.query("select papel from public.membros_loja order by papel"),
    );
    expect(owner).toEqual([{ papel: "dono" }, { papel: "entregador" }]);
    const courier = await as(db, "authenticated", ids.entregador, () =>
      db.query("select papel from public.membros_loja"),
    );
    expect(courier).toEqual([{ papel: "entregador" }]);
  });

  it("lets the owner edit their own store's details and switch, and changes 0 rows of another store", async () => {
    const db = runner();
    const edit = (id: string) =>
      db.query<{ nome: string; ativa: boolean }>(
        `update public.lojas set nome = 'Pão Quente 24h', ativa = false, taxa_entrega = 2.5,
           horarios = '{"monday": {"open": "06:00", "close": "12:00", "closed": false}}'
         where id = $1 returning nome, ativa`,
        [id],
      );
    expect(await as(db, "authenticated", ids.empresa, () => edit(PAO))).toEqual([
      { nome: "Pão Quente 24h", ativa: false },
    ]);
    expect(await as(db, "authenticated", ids.empresa, () => edit(BELLA))).toEqual([]);
    expect(await as(db, "authenticated", ids.empresa, () => edit(FORNO))).toEqual([]);
  });

  it.each([
    ["status", "'aprovada'", "a pending own store"],
    ["status", "'rejeitada'", "an approved own store"],
    ["plano", "'premium'", "the plan"],
    ["avaliacao", "5", "the rating"],
  ])("refuses the owner changing %s to %s (%s)", async (column, value) => {
    const db = runner();
    const setup: [string, unknown[]][] =
      value === "'aprovada'" ? [["update public.lojas set status = 'pendente' where id = $1", [PAO]]] : [];
    await expect(
      asAfter(db, setup, "authenticated", ids.empresa, () =>
        db.query(`update public.lojas set ${column} = ${value} where id = $1`, [PAO]),
      ),
    ).rejects.toEqual(DENIED);
  });

  it("lets admin and superadmin read every store and approve or reject a pending one, and nothing more", async () => {
    const db = runner();
    for (const admin of [ids.admin, ids.superadmin]) {
      expect(await as(db, "authenticated", admin, () => selectIds(db, "lojas"))).toHaveLength(
        seeded.lojas.length,
      );
      const decide = (id: string, status: string) =>
        db.query<{ status: string }>("update public.lojas set status = $2 where id = $1 returning status", [
          id,
          status,
        ]);
      expect(await as(db, "authenticated", admin, () => decide(FORNO, "aprovada"))).toEqual([
        { status: "aprovada" },
      ]);
      expect(await as(db, "authenticated", admin, () => decide(FORNO, "rejeitada"))).toEqual([
        { status: "rejeitada" },
      ]);
      // only from pendente: a decided store keeps its decision
      await expect(as(db, "authenticated", admin, () => decide(POPULAR, "aprovada"))).rejects.toEqual(
        expect.objectContaining({ code: "P0001", message: "loja_status_decidido" }),
      );
      // an administrator who does not own the store changes its status, not its details
      await expect(
        as(db, "authenticated", admin, () =>
          db.query("update public.lojas set nome = 'X' where id = $1", [FORNO]),
        ),
      ).rejects.toEqual(DENIED);
      await expect(
        as(db, "authenticated", admin, () =>
          db.query("update public.lojas set plano = 'premium' where id = $1", [FORNO]),
        ),
      ).rejects.toEqual(DENIED);
    }
  });

  it("lets an admin delete a store, its products, coupons and members going with it", async () => {
    const db = runner();
    const left = await as(db, "authenticated", ids.admin, async () => {
      await db.query("delete from public.lojas where id = $1", [PAO]);
      return db.query<{ n: number }>(
        `select ((select count(*) from public.produtos where loja_id = $1)
              + (select count(*) from public.cupons where loja_id = $1)
              + (select count(*) from public.membros_loja where loja_id = $1))::int as n`,
        [PAO],
      );
    });
    expect(left).toEqual([{ n: 0 }]);
  });

  it.each([
    ["cliente", ids.cliente],
    ["anunciante", ids.anunciante],
    ["entregador of the store", ids.entregador],
    ["account without a type", ids.semperfil],
  ])("changes 0 stores for the %s, whatever the columns", async (_who, sub) => {
    const db = runner();
    const writes = async () => [
      await db.query("update public.lojas set nome = 'X' where id = $1 returning id", [PAO]),
      await db.query("update public.lojas set status = 'aprovada' where id = $1 returning id", [FORNO]),
      await db.query("delete from public.lojas where id = $1 returning id", [BELLA]),
    ];
    expect(await as(db, "authenticated", sub, writes)).toEqual([[], [], []]);
  });

  it("refuses anon any write on stores, by grant", async () => {
    const db = runner();
    await expect(
      as(db, "anon", null, () => db.query("update public.lojas set nome = 'X' where id = $1", [PAO])),
    ).rejects.toEqual(DENIED);
    await expect(as(db, "anon", null, () => db.query("delete from public.lojas"))).rejects.toEqual(DENIED);
  });

  it.each([
    ['{"monday": {"open": "08:00", "close": "18:00"}}', "a day without closed"],
    ['{"funday": {"open": "08:00", "close": "18:00", "closed": false}}', "an unknown day"],
    ['{"monday": {"open": "18:00", "close": "08:00", "closed": false}}', "a range crossing midnight"],
    ['{"monday": {"open": "8:00", "close": "18:00", "closed": false}}', "a time without two digits"],
    ['{"monday": {"open": "08:00", "close": "24:00", "closed": false}}', "24:00"],
    ['{"monday": {"open": "08:00", "close": "18:00", "closed": "no"}}', "closed as text"],
    ['["monday"]', "a list"],
  ])("refuses opening hours %s (%s)", async (hours) => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.empresa, () =>
        db.query("update public.lojas set horarios = $2::jsonb where id = $1", [PAO, hours]),
      ),
    ).rejects.toEqual(CHECK);
  });

  it("accepts a week with days left out (closed) and a closed day that keeps its times", async () => {
    const db = runner();
    const hours = {
      sunday: { open: "08:00", close: "12:00", closed: true },
      friday: { open: "00:00", close: "23:59", closed: false },
    };
    const rows = await as(db, "authenticated", ids.empresa, () =>
      db.query<{ horarios: unknown }>(
        "update public.lojas set horarios = $2::jsonb where id = $1 returning horarios",
        [PAO, JSON.stringify(hours)],
      ),
    );
    expect(rows).toEqual([{ horarios: hours }]);
  });

  it("keeps stores and products when an admin deletes their category, without one", async () => {
    const db = runner();
    const after = await as(db, "authenticated", ids.admin, async () => {
      await db.query("delete from public.categorias where id = $1", [CATEGORY_IDS.pizzaria]);
      return db.query<{ categoria_id: string | null }>(
        "select categoria_id from public.lojas where id = $1",
        [BELLA],
      );
    });
    expect(after).toEqual([{ categoria_id: null }]);
  });

  it("grants no API role plano, avaliacao, ids or timestamps, and anon no writes at all", async () => {
    const db = runner();
    const [privileges] = await db.query<Record<string, boolean>>(
      `select has_column_privilege('authenticated', 'public.lojas', 'plano', 'update') as plano,
              has_column_privilege('authenticated', 'public.lojas', 'id', 'update') as id,
              has_column_privilege('authenticated', 'public.lojas', 'avaliacao', 'update') as avaliacao,
              has_column_privilege('authenticated', 'public.lojas', 'created_at', 'update') as created,
              has_table_privilege('authenticated', 'public.lojas', 'insert') as insert_loja,
              has_table_privilege('authenticated', 'public.membros_loja', 'insert') as insert_membro,
              has_table_privilege('anon', 'public.lojas', 'update') as anon_update,
              has_table_privilege('anon', 'public.membros_loja', 'select') as anon_membros`,
    );
    expect(Object.values(privileges ?? {}).some(Boolean)).toBe(false);
  });
}
