import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";
import type { SqlRunner } from "./sql-assertions";
import { countsAsNumbers, showcaseCounted, storeCounts } from "./sql-busca";
import { categoryCounts, categoryTotals, categoryTotalsCounted } from "./sql-contagem-categorias";

const dir = mkdtempSync(join(tmpdir(), "vitrine-contagens-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The two migrations that keep each store's counts of products (20251201121200: available ones, 20251201121300:
// all of them). On a fresh database they run before the seed, over no product at all; the hosted project runs
// them over its whole catalogue.
const COUNTS_MIGRATIONS = ["20251201121200", "20251201121300"];
/** What a database made before them lacks: the counts, their triggers, the record of having run them. */
const BEFORE_THE_COUNTS = `
  drop trigger produtos_contar_disponiveis_insert on public.produtos;
  drop trigger produtos_contar_disponiveis_delete on public.produtos;
  drop trigger produtos_contar_disponiveis_update on public.produtos;
  drop table private.disponiveis_por_loja;
  delete from supabase_migrations.schema_migrations where version in ('${COUNTS_MIGRATIONS.join("', '")}');
`;
// The count per store and category (20251201121400), which the back office's 'Qtd' of each category sums.
const CATEGORY_COUNTS_MIGRATION = "20251201121400";
const BEFORE_THE_CATEGORY_COUNTS = `
  drop trigger produtos_contar_por_categoria_insert on public.produtos;
  drop trigger produtos_contar_por_categoria_delete on public.produtos;
  drop trigger produtos_contar_por_categoria_update on public.produtos;
  drop table private.produtos_por_loja_categoria;
  delete from supabase_migrations.schema_migrations where version = '${CATEGORY_COUNTS_MIGRATION}';
`;

/**
 * A seeded database with a few more products (one of each pair unavailable, one without a category, as a live
 * catalogue has), taken back to before some migrations by `before`, then opened again as the hosted project would
 * be upgraded: the migrations run over the existing catalogue.
 */
async function upgradedFrom(name: string, before: string) {
  const dataDir = join(dir, name);
  const older = await openDatabase(dataDir);
  await older.db.exec(`
    insert into public.produtos (loja_id, nome, preco, disponivel, categoria_id)
    select id, 'Produto de antes ' || n, 1, n % 2 = 0, case when n = 1 then categoria_id end
    from public.lojas, generate_series(1, 2) n
    where status = 'aprovada' and ativa;
    ${before}
  `);
  await older.db.close();
  const upgraded = await openDatabase(dataDir);
  const runner: SqlRunner = {
    query: async <T>(text: string, params?: unknown[]) => (await upgraded.db.query<T>(text, params)).rows,
  };
  return { applied: upgraded.applied, runner, close: () => upgraded.db.close() };
}

describe("a database with a catalogue, made before the stores kept their counts of products", () => {
  it(
    "gains each store's counts from its products, and the list and the catalogue's count read them",
    async () => {
      const upgraded = await upgradedFrom("por-loja", BEFORE_THE_COUNTS);
      try {
        expect(upgraded.applied).toEqual(COUNTS_MIGRATIONS);
        const { runner } = upgraded;
        const counts = await storeCounts(runner);
        expect(counts.kept.length).toBeGreaterThan(5);
        expect(counts.kept).toEqual(counts.counted);

        const expected = countsAsNumbers(await showcaseCounted(runner));
        expect(countsAsNumbers(await runner.query("select * from public.contagem_vitrine()"))).toEqual(
          expected,
        );
        const listed = await runner.query<{ total: string | number }>(
          "select total from public.buscar_produtos(limite => 1)",
        );
        expect(Number(listed[0]!.total)).toBe(expected[0]![2]);
      } finally {
        await upgraded.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    "gains each store's count per category from its products, and the back office's 'Qtd' reads it",
    async () => {
      const upgraded = await upgradedFrom("por-categoria", BEFORE_THE_CATEGORY_COUNTS);
      try {
        expect(upgraded.applied).toEqual([CATEGORY_COUNTS_MIGRATION]);
        const { runner } = upgraded;
        const counts = await categoryCounts(runner);
        expect(counts.kept.length).toBeGreaterThan(5);
        expect(counts.kept).toEqual(counts.counted);
        expect(await categoryTotals(runner)).toEqual(await categoryTotalsCounted(runner));
      } finally {
        await upgraded.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
