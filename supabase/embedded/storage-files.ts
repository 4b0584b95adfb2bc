import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import { MEMORY_DATA_DIR } from "./keys";

/**
 * The bytes of Storage objects, by bucket and object id (the uuid of the `storage.objects` row, never
 * the user's object name, so a name can never point outside the folder). The row is the truth: a file
 * without a row is never served.
 */
export type FileStore = {
  write(bucket: string, id: string, bytes: Buffer): Promise<void>;
  read(bucket: string, id: string): Promise<Buffer | null>;
  remove(bucket: string, id: string): Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BUCKET = /^[A-Za-z0-9_.-]{1,100}$/;

function key(bucket: string, id: string): { bucket: string; id: string } {
  if (!BUCKET.test(bucket) || bucket === "." || bucket === ".." || !UUID.test(id)) {
    throw new Error(`invalid storage key ${bucket}/${id}`);
  }
  return { bucket, id };
}

function memoryStore(): FileStore {
  const files = new Map<string, Buffer>();
  const at = (bucket: string, id: string) => {
    const checked = key(bucket, id);
    return `${checked.bucket}/${checked.id}`;
  };
  return {
    write: async (bucket, id, bytes) => void files.set(at(bucket, id), Buffer.from(bytes)),
    read: async (bucket, id) => files.get(at(bucket, id)) ?? null,
    remove: async (bucket, id) => void files.delete(at(bucket, id)),
  };
}

function diskStore(root: string): FileStore {
  const at = (bucket: string, id: string) => {
    const checked = key(bucket, id);
    return { dir: join(root, checked.bucket), file: join(root, checked.bucket, checked.id) };
  };
  return {
    async write(bucket, id, bytes) {
      const { dir, file } = at(bucket, id);
      await mkdir(dir, { recursive: true });
      // a reader never sees half a file: write aside, then rename over
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async read(bucket, id) {
      try {
        return await readFile(at(bucket, id).file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(bucket, id) {
      await rm(at(bucket, id).file, { force: true });
    },
  };
}

/** Where the files of `dataDir` live: `<dataDir>-storage/` beside PGlite's own folder (which it owns whole). */
export function storageDirFor(dataDir: string): string {
  return `${resolve(dataDir)}-storage`;
}

/** Files in memory for `memory` (gone with the process), else on disk beside the database. */
export function openFileStore(dataDir: string): FileStore {
  return dataDir === MEMORY_DATA_DIR ? memoryStore() : diskStore(storageDirFor(dataDir));
}
