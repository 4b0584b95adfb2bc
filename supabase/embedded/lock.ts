import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** PGlite does not stop two processes opening one data directory, so the backend holds this lock. */
export type DataDirLock = { path: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Takes `<dataDir>.lock`; a lock left by a dead process is taken over, a live one is an error. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = `${resolve(dataDir)}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(path)) {
      return {
        path,
        release() {
          if (readPid(path) === process.pid) rmSync(path, { force: true });
        },
      };
    }
    const owner = readPid(path);
    // Our own pid counts as held too: one process must not open the same directory twice.
    if (owner !== null && isAlive(owner)) {
      throw new Error(
        `O diretório de dados ${resolve(dataDir)} já está em uso pelo processo ${owner} ` +
          `(data directory locked by pid ${owner}; stop it or set VITRINE_DATA_DIR to another folder).`,
      );
    }
    rmSync(path, { force: true });
  }
  throw new Error(`Não foi possível obter o bloqueio ${path} (could not take the data directory lock).`);
}
