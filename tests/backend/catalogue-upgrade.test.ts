import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { catalogueRows } from "@/supabase/catalogue-seed";
import { openDatabase } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "vitrine-catalogue-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = async (db: Awaited<ReturnType<typeof openDatabase>>["db"], table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n;

describe("a local data folder made before the catalogue existed", () => {
  it(
    "gains the demo stores, products and coupons with the migrations it was missing, once",
    async () => {
      const dataDir = join(dir, "pglite");
      const older = await openDatabase(dataDir);
      // a folder whose catalogue tables arrived empty, and which has not yet run the newest migration
      await older.db.exec(`
        delete from public.lojas;
        delete from supabase_migrations.schema_migrations where version = '20250701120400';
      `);
      await older.db.close();

      const upgraded = await openDatabase(dataDir);
      try {
        expect(upgraded.applied).toEqual(["20250701120400"]);
        const rows = catalogueRows();
        expect(await count(upgraded.db, "lojas")).toBe(rows.lojas.length);
        expect(await count(upgraded.db, "produtos")).toBe(rows.produtos.length);
        expect(await count(upgraded.db, "cupons")).toBe(rows.cupons.length);
        // products the owner deleted stay deleted: a later start seeds nothing again
        await upgraded.db.exec("delete from public.produtos where nome like 'Pão%'");
      } finally {
        await upgraded.db.close();
      }

      const again = await openDatabase(dataDir);
      try {
        expect(again.applied).toEqual([]);
        expect(await count(again.db, "produtos")).toBeLessThan(catalogueRows().produtos.length);
      } finally {
        await again.db.close();
      }
    },
    BOOT_TIMEOUT_MS * 2,
  );
});
