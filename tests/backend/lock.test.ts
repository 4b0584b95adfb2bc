import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { acquireDataDirLock } from "@/supabase/embedded/lock";

const root = mkdtempSync(join(tmpdir(), "vitrine-lock-"));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(result.stdout.toString());
}

describe("data directory lock", () => {
  it("is taken, refused while held by a live process, and released", () => {
    const dir = join(root, "a");
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, "utf8")).toBe(String(process.pid));
    writeFileSync(lock.path, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(`processo ${process.ppid}`);
    writeFileSync(lock.path, String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("takes over a stale lock left by a dead process", () => {
    const dir = join(root, "b");
    writeFileSync(`${dir}.lock`, String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    const dir = join(root, "c");
    writeFileSync(`${dir}.lock`, "not a pid");
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });
});
