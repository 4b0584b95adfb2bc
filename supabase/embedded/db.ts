import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";

import { MEMORY_DATA_DIR } from "./keys";

export type Database = PGlite;

const SUPABASE_DIR = fileURLToPath(new URL("..", import.meta.url));
const MIGRATIONS_DIR = join(SUPABASE_DIR, "migrations");

export type Migration = { version: string; name: string; sql: string };

/** `supabase/migrations/<version>_<name>.sql` in version order, as the Supabase CLI applies them. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = "", name = ""] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: readFileSync(join(dir, file), "utf8") };
    });
}

export function readAuthSchema(): string {
  return readFileSync(join(SUPABASE_DIR, "embedded", "auth-schema.sql"), "utf8");
}

/** Supabase Storage's `storage` schema, stood in for like auth-schema.sql (idempotent). */
export function readStorageSchema(): string {
  return readFileSync(join(SUPABASE_DIR, "embedded", "storage-schema.sql"), "utf8");
}

export function readSeed(): string {
  return readFileSync(join(SUPABASE_DIR, "seed.sql"), "utf8");
}

const HISTORY_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    statements text[]
  );
`;

type Tx = Parameters<Parameters<PGlite["transaction"]>[0]>[0];

/**
 * A data folder created before the catalogue tables existed gains their demo rows with the migrations that
 * create them (the seed's generated catalogue section, supabase/catalogue-seed.ts), so a pulled checkout
 * shows the same stores as a fresh one. Only while the stores table is empty: nobody's data is touched.
 */
async function seedEmptyCatalogue(tx: Tx): Promise<void> {
  const seed = readSeed();
  const start = seed.indexOf("-- BEGIN catalogue");
  const end = seed.indexOf("-- END catalogue");
  if (start < 0 || end < start) return;
  const table = await tx.query<{ ok: boolean }>("select to_regclass('public.lojas') is not null as ok");
  if (!table.rows[0]?.ok) return;
  const rows = await tx.query<{ n: number }>("select count(*)::int as n from public.lojas");
  if ((rows.rows[0]?.n ?? 0) > 0) return;
  await tx.exec(seed.slice(start, end));
}

/** Creates the schema on an empty database, or applies only migrations added since it was created. */
async function bootstrap(db: PGlite): Promise<{ created: boolean; applied: string[] }> {
  const existing = await db.query<{ ok: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as ok",
  );
  const created = !existing.rows[0]?.ok;
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (created) {
      await tx.exec(readAuthSchema());
      await tx.exec(HISTORY_SQL);
    }
    // A data folder created before the storage stand-in existed gains it before the migrations using it.
    const storage = await tx.query<{ ok: boolean }>(
      "select to_regclass('storage.objects') is not null as ok",
    );
    if (!storage.rows[0]?.ok) await tx.exec(readStorageSchema());
    const done = await tx.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations",
    );
    const known = new Set(done.rows.map((row) => row.version));
    for (const migration of readMigrations()) {
      if (known.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    if (created) await tx.exec(readSeed());
    else if (applied.length > 0) await seedEmptyCatalogue(tx);
  });
  return { created, applied };
}

export type OpenedDatabase = { db: PGlite; created: boolean; applied: string[] };

/** Opens PGlite (with pgcrypto) in `dataDir`, or in memory for `memory`, and brings its schema up to date. */
export async function openDatabase(dataDir: string): Promise<OpenedDatabase> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const db = await PGlite.create({
    ...(inMemory ? {} : { dataDir: resolve(dataDir) }),
    extensions: { pgcrypto },
  });
  try {
    const result = await bootstrap(db);
    return { db, ...result };
  } catch (error) {
    await db.close();
    throw error;
  }
}
