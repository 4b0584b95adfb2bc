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
