import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";
import type { SqlRunner } from "./sql-assertions";
import { countsAsNumbers, showcaseCounted, storeCounts } from "./sql-busca";

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

describe("a database with a catalogue, made before the stores kept their counts of products", () => {
  it(
    "gains each store's counts from its products, and the list and the catalogue's count read them",
    async () => {
      const dataDir = join(dir, "pglite");
      const older = await openDatabase(dataDir);
      // a few more products, one of them unavailable, as a live catalogue has
      await older.db.exec(`
        insert into public.produtos (loja_id, nome, preco, disponivel)
        select id, 'Produto de antes ' || n, 1, n % 2 = 0 from public.lojas, generate_series(1, 2) n
        where status = 'aprovada' and ativa;
        ${BEFORE_THE_COUNTS}
      `);
      await older.db.close();

      const upgraded = await openDatabase(dataDir);
      try {
        expect(upgraded.applied).toEqual(COUNTS_MIGRATIONS);
        const { db } = upgraded;
        const runner: SqlRunner = {
          query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
        };
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
        await upgraded.db.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
