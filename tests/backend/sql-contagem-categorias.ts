import { expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { becomeCaller, rolledBack, type SqlRunner } from "./sql-assertions";

export type CategoryCount = { loja_id: string; categoria_id: string; produtos: number };
/** Each store's kept count of products per category, and the same counted from the products now. */
export const categoryCounts = async (db: SqlRunner) => ({
  kept: await db.query<CategoryCount>(
    `select loja_id, categoria_id, produtos from private.produtos_por_loja_categoria
     where produtos > 0 order by loja_id, categoria_id`,
  ),
  counted: await db.query<CategoryCount>(
    `select loja_id, categoria_id, count(*)::int as produtos from public.produtos
     where categoria_id is not null group by loja_id, categoria_id order by loja_id, categoria_id`,
  ),
});
type CategoryTotal = { categoria_id: string; produtos: number };
/** What public.produtos_por_categoria must answer, counted from the tables: the approved stores' products per category. */
export const categoryTotalsCounted = (db: SqlRunner) =>
  db.query<CategoryTotal>(
    `select p.categoria_id, count(*)::int as produtos
     from public.produtos p join public.lojas l on l.id = p.loja_id
     where l.status = 'aprovada' and p.categoria_id is not null
     group by p.categoria_id order by p.categoria_id`,
  );
/** public.produtos_por_categoria as the app reads it. */
export const categoryTotals = (db: SqlRunner) =>
  db.query<CategoryTotal>(
    "select categoria_id, produtos::int as produtos from public.produtos_por_categoria() order by categoria_id",
  );

/** The back office's 'Qtd' of each category (migration 20251201121400_contagem_por_categoria), on PGlite and PostgreSQL. */
export function defineContagemCategoriasAssertions(runner: () => SqlRunner): void {
  it("counts each category's products in the approved stores, as a visitor reads it (the back office's 'Qtd')", async () => {
    const db = runner();
    const { totals, expected } = await rolledBack(db, async () => {
      const expected = await categoryTotalsCounted(db);
      await becomeCaller(db, "anon", null);
      return { totals: await categoryTotals(db), expected };
    });
    expect(totals).toEqual(expected);
    const seeded = catalogueRows().produtos.filter((p) => p.categoria_id === CATEGORY_IDS.lanches);
    expect(totals.find((row) => row.categoria_id === CATEGORY_IDS.lanches)?.produtos).toBe(seeded.length);
  });

  it("keeps each store's count per category through every write (the owner's, an admin's move, a category deleted, a store rejected or deleted), so the 'Qtd' stays right", async () => {
    const db = runner();
    const PAO = DEMO_COMPANY_ID;
    const BELLA = COMPANY_IDS.bellaNapoli;
    const ACAI = COMPANY_IDS.acaiDaPraca;
    const { lanches, bebidas, mercado, farmacia } = CATEGORY_IDS;
    const pair = (counts: CategoryCount[], loja: string, categoria: string) =>
      counts.find((row) => row.loja_id === loja && row.categoria_id === categoria)?.produtos ?? 0;
    const after = await rolledBack(db, async () => {
      const initial = await categoryCounts(db);
      // the owner of Pão Quente, under RLS: products with a category and without, 10 at once, a category changed,
      // one taken away and one given, every price edited, one deleted
      await becomeCaller(db, "authenticated", DEMO_USER_IDS.empresa);
      await db.query(
        `insert into public.produtos (loja_id, nome, preco, categoria_id) values
         ($1, 'Broa de fubá', 6.5, $2), ($1, 'Mate gelado', 8, $3), ($1, 'Sem categoria', 3, null)`,
        [PAO, lanches, bebidas],
      );
      await db.query(
        "insert into public.produtos (loja_id, nome, preco, categoria_id) select $1, 'Extra ' || n, 1, $2 from generate_series(1, 10) n",
        [PAO, mercado],
      );
      await db.query(
        "update public.produtos set categoria_id = $2 where loja_id = $1 and nome = 'Broa de fubá'",
        [PAO, farmacia],
      );
      await db.query(
        "update public.produtos set categoria_id = null where loja_id = $1 and nome = 'Extra 1'",
        [PAO],
      );
      await db.query(
        "update public.produtos set categoria_id = $2 where loja_id = $1 and nome = 'Sem categoria'",
        [PAO, lanches],
      );
      await db.query("update public.produtos set preco = preco + 1 where loja_id = $1", [PAO]);
      await db.query("delete from public.produtos where loja_id = $1 and nome = 'Extra 2'", [PAO]);
      await db.query("reset role");
      const byOwner = await categoryCounts(db);

      // the platform moves products between stores, one of them to another category in the same update
      const firstOf = (store: string) =>
        catalogueRows().produtos.find((p) => p.loja_id === store && p.categoria_id)!;
      await db.query("update public.produtos set loja_id = $1 where id = $2", [ACAI, firstOf(BELLA).id]);
      await db.query("update public.produtos set loja_id = $1, categoria_id = $2 where id = $3", [
        BELLA,
        mercado,
        firstOf(ACAI).id,
      ]);
      // an admin deletes a category: its products keep no category (their foreign key), its counts go
      await becomeCaller(db, "authenticated", DEMO_USER_IDS.admin);
      await db.query("delete from public.categorias where id = $1", [bebidas]);
      await db.query("reset role");
      // a store rejected keeps its counts for when it comes back, but leaves the 'Qtd'
      await db.query("update public.lojas set status = 'rejeitada' where id = $1", [BELLA]);
      // a pending store's products count nowhere public; deleted, the store takes its counts along
      const [pending] = await db.query<{ id: string }>(
        "select id from public.lojas where status = 'pendente' order by id limit 1",
      );
      await db.query(
        "insert into public.produtos (loja_id, nome, preco, categoria_id) select $1, 'Pendente ' || n, 1, $2 from generate_series(1, 3) n",
        [pending!.id, lanches],
      );
      const withPending = await categoryCounts(db);
      await db.query("delete from public.lojas where id = $1", [pending!.id]);
      const end = await categoryCounts(db);
      const leftovers = await db.query<{ n: number }>(
        "select count(*)::int as n from private.produtos_por_loja_categoria where loja_id = $1 or categoria_id = $2",
        [pending!.id, bebidas],
      );
      const expected = await categoryTotalsCounted(db);
      await becomeCaller(db, "anon", null);
      const totals = await categoryTotals(db);
      return { initial, byOwner, withPending, end, leftovers, expected, totals, pending: pending!.id };
    });
    expect(after.initial.kept).toEqual(after.initial.counted);
    expect(after.byOwner.kept).toEqual(after.byOwner.counted);
    // the owner's writes, pair by pair: 'Broa' went to farmácia, 'Sem categoria' to lanches, 'Extra 1' lost its
    // category and 'Extra 2' was deleted
    const mine = (counts: CategoryCount[], categoria: string) => pair(counts, PAO, categoria);
    expect(mine(after.byOwner.kept, lanches)).toBe(mine(after.initial.kept, lanches) + 1);
    expect(mine(after.byOwner.kept, bebidas)).toBe(mine(after.initial.kept, bebidas) + 1);
    expect(mine(after.byOwner.kept, farmacia)).toBe(mine(after.initial.kept, farmacia) + 1);
    expect(mine(after.byOwner.kept, mercado)).toBe(mine(after.initial.kept, mercado) + 10 - 2);
    expect(after.withPending.kept).toEqual(after.withPending.counted);
    expect(pair(after.withPending.kept, after.pending, lanches)).toBe(3);
    expect(after.end.kept).toEqual(after.end.counted);
    expect(after.leftovers).toEqual([{ n: 0 }]);
    expect(after.totals).toEqual(after.expected);
    expect(after.totals.map((row) => row.categoria_id)).not.toContain(bebidas);
  });
}
