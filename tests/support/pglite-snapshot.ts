import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import {
  bootstrapFingerprint,
  openDatabase,
  snapshotFile,
  type OpenedDatabase,
} from "@/supabase/embedded/db";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of saved databases that memory backends start from (absent when none could be saved). */
    pgliteSnapshotDir?: string;
  }
}

/**
 * Vitest global setup: bootstraps the schema, every migration and the seed once per run and saves the result,
 * so each of the ~40 test backends loads it (about 0.5 s) instead of bootstrapping again (about 3 s). The file
 * is named by a hash of those sources (db.ts `snapshotFile`): a migration or seed edited during the run no
 * longer matches it and the backend bootstraps from the files as before. Built fresh every run, so nothing
 * from an older schema, seed, PGlite or clock (the seed's `now()`) survives into the next one.
 */
export default async function setup({ provide }: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-pglite-"));
  const teardown = () => rmSync(dir, { recursive: true, force: true });
  const before = bootstrapFingerprint();
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase("memory");
  } catch {
    // a broken migration or seed: every backend bootstraps on its own and its test reports the error
    return teardown;
  }
  try {
    // sources edited while they were applied: saving under either name would be a lie
    if (bootstrapFingerprint() !== before) return teardown;
    const tarball = await opened.db.dumpDataDir("none");
    const file = snapshotFile(dir, before);
    writeFileSync(`${file}.tmp`, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(`${file}.tmp`, file);
    provide("pgliteSnapshotDir", dir);
  } finally {
    await opened.db.close();
  }
  return teardown;
}
