import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { openDatabase, snapshotFile } from "@/supabase/embedded/db";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of saved databases that memory backends start from (absent when none could be saved). */
    pgliteSnapshotDir?: string;
  }
}

/**
 * Vitest global setup: bootstraps the schema, every migration and the seed once per run and saves the result,
 * so each of the ~40 test backends loads it (about 0.8 s) instead of bootstrapping again (about 4 s); the ones
 * scripts/with-backend.mjs starts get the folder as VITRINE_SNAPSHOT_DIR. The file is named by a hash of those
 * sources (db.ts `snapshotFile`), and `openDatabase` saves nothing when they were edited while it applied them:
 * a migration or seed edited during the run no longer matches it and the backend bootstraps from the files as
 * before. Built fresh every run, so nothing from an older schema, seed, PGlite or clock (the seed's `now()`)
 * survives into the next one.
 */
export default async function setup({ provide }: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-pglite-"));
  const teardown = () => rmSync(dir, { recursive: true, force: true });
  try {
    const opened = await openDatabase("memory", dir);
    await opened.db.close();
  } catch {
    // a broken migration or seed: every backend bootstraps on its own and its test reports the error
    return teardown;
  }
  if (existsSync(snapshotFile(dir))) provide("pgliteSnapshotDir", dir);
  return teardown;
}
