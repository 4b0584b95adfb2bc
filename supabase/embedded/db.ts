import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

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

/** The `-- BEGIN name` … `-- END name` part of auth-schema.sql: idempotent DDL added after folders existed. */
export function authSchemaSection(name: string): string {
  const schema = readAuthSchema();
  const start = schema.indexOf(`-- BEGIN ${name}`);
  const end = schema.indexOf(`-- END ${name}`);
  if (start < 0 || end < start) throw new Error(`auth-schema.sql has no section "${name}"`);
  return schema.slice(start, end);
}

/** Supabase Storage's `storage` schema, stood in for like auth-schema.sql (idempotent). */
export function readStorageSchema(): string {
  return readFileSync(join(SUPABASE_DIR, "embedded", "storage-schema.sql"), "utf8");
}

/**
 * Supabase Realtime's `realtime` schema (messages, topic(), send()), stood in for like storage-schema.sql.
 * Idempotent and applied at every start, so a data folder also gains any later change to it.
 */
export function readRealtimeSchema(): string {
  return readFileSync(join(SUPABASE_DIR, "embedded", "realtime-schema.sql"), "utf8");
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
 * A data folder created before the catalogue (or the orders) tables existed gains their demo rows with the
 * migrations that create them (the seed's generated sections, supabase/catalogue-seed.ts and
 * supabase/orders-seed.ts), so a pulled checkout shows the same stores and orders as a fresh one. Only while
 * the section's table is empty: nobody's data is touched.
 */
async function seedEmptyCatalogue(tx: Tx): Promise<void> {
  const seed = readSeed();
  for (const [section, table] of [
    ["catalogue", "public.lojas"],
    ["orders", "public.pedidos"],
  ] as const) {
    const start = seed.indexOf(`-- BEGIN ${section}`);
    const end = seed.indexOf(`-- END ${section}`);
    if (start < 0 || end < start) continue;
    const exists = await tx.query<{ ok: boolean }>("select to_regclass($1) is not null as ok", [table]);
    if (!exists.rows[0]?.ok) continue;
    const rows = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    if ((rows.rows[0]?.n ?? 0) > 0) continue;
    if (section === "catalogue") {
      await tx.exec(seed.slice(start, end));
      continue;
    }
    // the demo orders name demo products and accounts: a folder that removed one starts without them
    await seedOrWarn(tx, section, seed.slice(start, end));
  }
}

/** Runs a seed section in a savepoint: rows naming a demo row the folder removed leave the section out, with a warning. */
async function seedOrWarn(tx: Tx, section: string, sql: string): Promise<void> {
  await tx.exec("savepoint seed_section");
  try {
    await tx.exec(sql);
    await tx.exec("release savepoint seed_section");
  } catch (error) {
    await tx.exec("rollback to savepoint seed_section");
    console.warn(
      `[vitrine-backend] demo ${section} not seeded: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * Seed sections whose table one migration creates: a data folder that applies that migration now gains the
 * section's demo rows with it (once: a later start finds the migration done), so a pulled checkout's home shows
 * the same coupon banners as a fresh one.
 */
const SECTIONS_OF_MIGRATIONS: readonly (readonly [section: string, version: string])[] = [
  ["coupon banners", "20251201120000"], // 20251201120000_cupons_destaque.sql
];

async function seedArrivedTables(tx: Tx, applied: readonly string[]): Promise<void> {
  const seed = readSeed();
  for (const [section, version] of SECTIONS_OF_MIGRATIONS) {
    const start = seed.indexOf(`-- BEGIN ${section}`);
    const end = seed.indexOf(`-- END ${section}`);
    if (!applied.includes(version) || start < 0 || end < start) continue;
    // the rows name demo rows (the marketplace coupons) a folder may have removed: then it starts without them
    await seedOrWarn(tx, section, seed.slice(start, end));
  }
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
    // A data folder created before Auth's e-mail tokens existed gains their tables (auth-schema.sql's section).
    else await tx.exec(authSchemaSection("e-mail tokens"));
    // A data folder created before the storage stand-in existed gains it before the migrations using it.
    const storage = await tx.query<{ ok: boolean }>(
      "select to_regclass('storage.objects') is not null as ok",
    );
    if (!storage.rows[0]?.ok) await tx.exec(readStorageSchema());
    await tx.exec(readRealtimeSchema());
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
    else if (applied.length > 0) {
      await seedEmptyCatalogue(tx);
      await seedArrivedTables(tx, applied);
    }
  });
  return { created, applied };
}

/** A hash of everything `bootstrap` reads: a saved database is only as good as the sources it was built from. */
export function bootstrapFingerprint(): string {
  const hash = createHash("sha256");
  const migrations = readMigrations().flatMap(({ version, name, sql }) => [version, name, sql]);
  for (const part of [
    readAuthSchema(),
    readStorageSchema(),
    readRealtimeSchema(),
    ...migrations,
    readSeed(),
  ]) {
    hash.update(part).update("\0");
  }
  return hash.digest("hex").slice(0, 32);
}

/** Where a folder of saved databases keeps the one bootstrapped from today's sources (`dumpDataDir`, no gzip). */
export function snapshotFile(snapshotDir: string, fingerprint = bootstrapFingerprint()): string {
  return join(snapshotDir, `pglite-${fingerprint}.tar`);
}

/**
 * Saves a database bootstrapped from the sources `fingerprint` names into `snapshotDir`, unless those sources
 * changed since (saving it under either name would be a lie). Written beside and renamed, so a backend
 * starting at the same moment reads a whole file or none. Returns the file, or undefined when not saved.
 */
export async function saveSnapshot(
  db: PGlite,
  snapshotDir: string,
  fingerprint: string,
): Promise<string | undefined> {
  if (bootstrapFingerprint() !== fingerprint) return undefined;
  const tarball = await db.dumpDataDir("none");
  const file = snapshotFile(snapshotDir, fingerprint);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  mkdirSync(snapshotDir, { recursive: true });
  try {
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

export type OpenedDatabase = { db: PGlite; created: boolean; applied: string[]; fromSnapshot: boolean };

/**
 * Opens PGlite (with pgcrypto, pg_trgm and unaccent) in `dataDir`, or in memory for `memory`, and brings its schema up to date.
 * `snapshotDir`: a memory database starts from the copy saved there for today's sources (about 0.8 s) instead
 * of running the schema, every migration and the seed again (about 4 s); when there is none yet, it
 * bootstraps and saves one there for the next start (tests/support/pglite-snapshot.ts, scripts/with-backend.mjs).
 */
export async function openDatabase(dataDir: string, snapshotDir?: string): Promise<OpenedDatabase> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const fingerprint = inMemory && snapshotDir ? bootstrapFingerprint() : undefined;
  const saved = fingerprint && snapshotDir ? snapshotFile(snapshotDir, fingerprint) : undefined;
  const fromSnapshot = saved !== undefined && existsSync(saved);
  const db = await PGlite.create({
    ...(inMemory ? {} : { dataDir: resolve(dataDir) }),
    ...(fromSnapshot ? { loadDataDir: new Blob([readFileSync(saved)]) } : {}),
    // unaccent and pg_trgm: the storefront's search (migration 20251001120000_busca)
    extensions: { pgcrypto, pg_trgm, unaccent },
  });
  try {
    const result = await bootstrap(db);
    if (fingerprint && snapshotDir && !fromSnapshot && result.created) {
      // a folder that cannot be written only costs the next start its speed
      await saveSnapshot(db, snapshotDir, fingerprint).catch(() => undefined);
    }
    // a saved copy is a database this start created and seeded, as a fresh one would be
    return { db, ...result, created: result.created || fromSnapshot, fromSnapshot };
  } catch (error) {
    await db.close();
    throw error;
  }
}
