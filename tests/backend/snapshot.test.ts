import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, inject, it } from "vitest";

import { openDatabase, saveSnapshot, snapshotFile } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";

const empty = mkdtempSync(join(tmpdir(), "vitrine-snapshot-"));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe("a memory database's saved copy (VITRINE_SNAPSHOT_DIR)", () => {
  it("the run's first memory database left its copy in the folder, named by today's migrations and seed", () => {
    const dir = inject("pgliteSnapshotDir");
    expect(dir).toBeDefined();
    expect(existsSync(snapshotFile(dir!))).toBe(true);
  });

  it(
    "the next memory database starts from that copy, seeded, as if it had been created",
    async () => {
      const opened = await openDatabase("memory", inject("pgliteSnapshotDir"));
      try {
        expect(opened).toMatchObject({ created: true, fromSnapshot: true, applied: [] });
        const { rows } = await opened.db.query<{ slug: string }>(
          "select slug from public.categorias where slug = 'mercado'",
        );
        expect(rows).toEqual([{ slug: "mercado" }]);
      } finally {
        await opened.db.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    "saves nothing under a name whose sources are not today's (edited while they were applied)",
    async () => {
      const opened = await openDatabase("memory", inject("pgliteSnapshotDir"));
      try {
        await expect(saveSnapshot(opened.db, empty, "0".repeat(32))).resolves.toBeUndefined();
        expect(readdirSync(empty)).toEqual([]);
      } finally {
        await opened.db.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
