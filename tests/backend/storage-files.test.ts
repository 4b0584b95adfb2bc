import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { openDatabase } from "@/supabase/embedded/db";
import { openFileStore, storageDirFor } from "@/supabase/embedded/storage-files";

import { BOOT_TIMEOUT_MS, signedIn, startMemoryBackend } from "./helpers";

// Where the embedded backend keeps Storage's bytes: beside its database in the data folder (so they
// survive a restart), or in memory for `VITRINE_DATA_DIR=memory`.

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const dir = mkdtempSync(join(tmpdir(), "vitrine-storage-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the files of Storage objects", () => {
  it.each([["memory"], [join(dir, "unit", "pglite")]])(
    "writes, reads and removes by object id (%s)",
    async (data) => {
      const files = openFileStore(data);
      expect(await files.read("produtos", ID)).toBeNull();
      await files.write("produtos", ID, Buffer.from("foto"));
      expect((await files.read("produtos", ID))?.toString()).toBe("foto");
      await files.remove("produtos", ID);
      expect(await files.read("produtos", ID)).toBeNull();
    },
  );

  it.each([
    ["a name instead of an id", "produtos", "../../etc/passwd"],
    ["a bucket that climbs", "..", ID],
    ["a bucket with a slash", "a/b", ID],
  ])("refuses %s", async (_what, bucket, id) => {
    await expect(openFileStore(join(dir, "refused")).write(bucket, id, Buffer.from("x"))).rejects.toThrow();
  });

  it(
    "keeps an uploaded photo under the data folder across a restart",
    async () => {
      const dataDir = join(dir, "backend", "pglite");
      const name = `${DEMO_COMPANY_ID}/persistente-1.webp`;
      let backend = await startMemoryBackend({ dataDir });
      const { supabase } = await signedIn(backend, "empresa@vitrine.example");
      const bytes = Buffer.from("RIFF\u0004\u0000\u0000\u0000WEBP");
      const uploaded = await supabase.storage
        .from("produtos")
        .upload(name, bytes, { contentType: "image/webp" });
      expect(uploaded.error).toBeNull();
      await backend.stop();
      expect(readdirSync(join(storageDirFor(dataDir), "produtos"))).toEqual([uploaded.data?.id]);
      backend = await startMemoryBackend({ dataDir });
      try {
        const response = await fetch(`${backend.url}/storage/v1/object/public/produtos/${name}`);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      } finally {
        await backend.stop();
      }
      expect(existsSync(join(dir, "backend", "pglite-storage"))).toBe(true);
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    "gives a data folder made before Storage existed the storage schema and the bucket on its next start",
    async () => {
      const dataDir = join(dir, "older", "pglite");
      const older = await openDatabase(dataDir);
      await older.db.exec(`
        drop schema storage cascade;
        delete from supabase_migrations.schema_migrations where version = '20250701120300';
      `);
      await older.db.close();
      const reopened = await openDatabase(dataDir);
      try {
        expect(reopened).toMatchObject({ created: false, applied: ["20250701120300"] });
        const buckets = await reopened.db.query("select id, public from storage.buckets");
        expect(buckets.rows).toEqual([{ id: "produtos", public: true }]);
      } finally {
        await reopened.db.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
