import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "vitrine-webp-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The sample catalogue's pictures moved from SVG to WebP (20251201121500); a project seeded before keeps .svg paths.
const WEBP_MIGRATION = "20251201121500";
const STORAGE_LOGO = "https://abc.supabase.co/storage/v1/object/public/lojas/logo.svg";
const PICTURES = `
  select 'categoria' as kind, imagem as path from public.categorias where imagem is not null
  union all select 'logo', logo from public.lojas where logo is not null
  union all select 'capa', capa from public.lojas where capa is not null
  union all select 'produto', imagem from public.produtos where imagem is not null
  union all select 'anuncio', imagem from public.anuncios where imagem is not null
`;
const toSvg = (column: string) => `${column} = regexp_replace(${column}, '\\.webp$', '.svg')`;
/** What a database seeded before the change holds: the drawn pictures as .svg paths, and a store's own photo. */
const BEFORE_THE_WEBP = `
  update public.categorias set ${toSvg("imagem")} where imagem like '/images/%';
  update public.lojas set ${toSvg("logo")}, ${toSvg("capa")};
  update public.produtos set ${toSvg("imagem")} where imagem like '/images/%';
  update public.anuncios set ${toSvg("imagem")} where imagem like '/images/%';
  update public.lojas set logo = '${STORAGE_LOGO}'
  where id = (select id from public.lojas order by nome limit 1);
  delete from supabase_migrations.schema_migrations where version = '${WEBP_MIGRATION}';
`;

describe("a project seeded while the catalogue's pictures were SVG files", () => {
  it(
    "points every drawn picture at its WebP file under public/, and leaves a store's own photo alone",
    async () => {
      const dataDir = join(dir, "antes");
      const older = await openDatabase(dataDir);
      await older.db.exec(BEFORE_THE_WEBP);
      const before = (await older.db.query<{ path: string }>(PICTURES)).rows;
      expect(
        before.filter(({ path }) => path.startsWith("/images/") && path.endsWith(".svg")).length,
      ).toBeGreaterThan(80);
      await older.db.close();

      const upgraded = await openDatabase(dataDir);
      try {
        expect(upgraded.applied).toEqual([WEBP_MIGRATION]);
        const after = (await upgraded.db.query<{ kind: string; path: string }>(PICTURES)).rows;
        expect(after).toHaveLength(before.length);
        const drawn = after.filter(({ path }) => path.startsWith("/images/"));
        expect(drawn.filter(({ path }) => !path.endsWith(".webp"))).toEqual([]);
        expect(drawn.filter(({ path }) => !existsSync(join(process.cwd(), "public", path)))).toEqual([]);
        expect(after.filter(({ path }) => path === STORAGE_LOGO)).toEqual([
          { kind: "logo", path: STORAGE_LOGO },
        ]);
      } finally {
        await upgraded.db.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
