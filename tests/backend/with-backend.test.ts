import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, inject, it } from "vitest";

import { BOOT_TIMEOUT_MS } from "./helpers";

const SCRIPT = fileURLToPath(new URL("../../scripts/with-backend.mjs", import.meta.url));

type Run = { code: number | null; stdout: string; stderr: string };

function run(args: string[], env: Record<string, string>, cwd?: string): Promise<Run> {
  return new Promise((resolve) => {
    // Any free port for the outbox: these backends run beside each other and beside a dev server's 54324.
    // A memory backend starts from the database this run saved (tests/support/pglite-snapshot.ts).
    const base: NodeJS.ProcessEnv = {
      ...process.env,
      VITRINE_MAIL_PORT: "0",
      VITRINE_SNAPSHOT_DIR: inject("pgliteSnapshotDir") ?? "",
    };
    delete base.SUPABASE_URL;
    delete base.NEXT_PUBLIC_SUPABASE_URL;
    const child = spawn(process.execPath, [SCRIPT, ...args], { env: { ...base, ...env }, cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A port that was free a moment ago, held open by the returned server when `keep` is set. */
async function port(keep = false) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: number } = server.address() as AddressInfo;
  if (!keep) await new Promise((resolve) => server.close(resolve));
  return { number, server };
}

function isListening(portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(true));
    probe.listen(portNumber, "127.0.0.1", () => probe.close(() => resolve(false)));
  });
}

/** The backend's environment as the kernel holds it (Linux): proves what with-backend gave the child. */
const ENVIRON =
  "n=>Object.fromEntries(require('fs').readFileSync('/proc/'+n+'/environ','utf8').split('\\0').filter(Boolean).map(l=>[l.slice(0,l.indexOf('=')),l.slice(l.indexOf('=')+1)]))";

/**
 * Run inside with-backend: signs a shopper up, kills the backend (SIGKILL, pid from /__vitrine/health), keeps
 * running while it is down, waits for the restarted one and signs in again; prints what it saw.
 */
const KILL_AND_WAIT = `
const e = process.env, base = e.SUPABASE_URL, environ = ${ENVIRON};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const health = () => fetch(base + "/__vitrine/health").then((r) => r.json(), () => null);
const auth = (path, body) => fetch(base + "/auth/v1/" + path, { method: "POST",
  headers: { apikey: e.SUPABASE_PUBLISHABLE_KEY, "content-type": "application/json" }, body: JSON.stringify(body) });
(async () => {
  const server = require("http").createServer().listen(0);
  await new Promise((r) => server.once("listening", r));
  const listenedOn = server.address().address; server.close();
  const account = { email: "reinicio." + Date.now() + "@exemplo.com.br", password: "segredo123" };
  const signUp = (await auth("signup", account)).status;
  const first = (await health()).pid;
  const secretBefore = environ(first).VITRINE_FORWARDING_SECRET;
  process.kill(first, "SIGKILL");
  let down = false, second = first;
  for (let i = 0; i < 240 && second === first; i++) {
    await sleep(250);
    const h = await health();
    if (!h) down = true; else second = h.pid;
  }
  const signIn = (await auth("token?grant_type=password", account)).status;
  console.log(JSON.stringify({ listenedOn, signUp, down, restarted: second !== first, signIn,
    sameSecret: secretBefore === e.VITRINE_FORWARDING_SECRET && environ(second).VITRINE_FORWARDING_SECRET === secretBefore,
    secretLength: (e.VITRINE_FORWARDING_SECRET || "").length }));
  process.exit(7);
})();
`;

const PRINT_ENV =
  "const e=process.env;fetch(e.SUPABASE_URL+'/rest/v1/categorias?select=slug&slug=eq.mercado',{headers:{apikey:e.SUPABASE_PUBLISHABLE_KEY}})" +
  ".then(r=>r.json()).then(b=>{console.log(JSON.stringify({url:e.SUPABASE_URL,secret:!!e.SUPABASE_SECRET_KEY,body:b}));process.exit(7)})";

describe("scripts/with-backend.mjs", () => {
  it(
    "starts the embedded backend, passes its URL and keys, exits with the command's code and stops it",
    async () => {
      const { number } = await port();
      const result = await run(["node", "-e", PRINT_ENV], {
        VITRINE_BACKEND_PORT: String(number),
        VITRINE_DATA_DIR: "memory",
      });
      expect(result.code).toBe(7);
      const line = result.stdout.split("\n").find((text) => text.startsWith("{"));
      expect(JSON.parse(line ?? "{}")).toEqual({
        url: `http://127.0.0.1:${number}`,
        secret: true,
        body: [{ slug: "mercado" }],
      });
      expect(result.stdout).toContain(`data memory: loaded from ${inject("pgliteSnapshotDir")}`);
      expect(await isListening(number)).toBe(false);
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    "restarts a killed memory backend from the database its first start saved, in a folder of the run's own that goes with it",
    async () => {
      const { number } = await port();
      const result = await run(["node", "-e", KILL_AND_WAIT], {
        VITRINE_BACKEND_PORT: String(number),
        VITRINE_DATA_DIR: "memory",
        VITRINE_SNAPSHOT_DIR: "",
      });
      expect(result.code).toBe(7);
      const line = result.stdout.split("\n").find((text) => text.startsWith("{"));
      // a memory database is thrown away with its backend: the shopper who signed up is gone
      expect(JSON.parse(line ?? "{}")).toMatchObject({
        signUp: 200,
        down: true,
        restarted: true,
        signIn: 400,
      });
      expect(result.stdout).toContain("data memory: created and seeded");
      const folder = /data memory: loaded from (\S+), \d+ ms/.exec(result.stdout)?.[1];
      expect(folder).toMatch(/vitrine-pglite-/);
      expect(existsSync(folder!)).toBe(false);
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    "restarts a killed backend on its durable data while the command keeps running, on loopback",
    async () => {
      const { number } = await port();
      const dir = mkdtempSync(join(tmpdir(), "vitrine-restart-"));
      try {
        const result = await run(["node", "-e", KILL_AND_WAIT], {
          VITRINE_BACKEND_PORT: String(number),
          VITRINE_DATA_DIR: join(dir, "pglite"),
          VITRINE_FORWARDING_SECRET: "",
          HOSTNAME: "3f9a1c2b7d4e",
        });
        expect(result.code).toBe(7);
        const line = result.stdout.split("\n").find((text) => text.startsWith("{"));
        expect(JSON.parse(line ?? "{}")).toEqual({
          listenedOn: "127.0.0.1",
          signUp: 200,
          down: true,
          restarted: true,
          signIn: 200,
          sameSecret: true,
          secretLength: 43,
        });
        expect(result.stderr).toContain(
          "o backend embutido parou inesperadamente (sinal SIGKILL); reiniciando em 1 s",
        );
        expect(result.stderr).toMatch(/o backend embutido voltou \(pid \d+\)/);
        expect(result.stderr).toContain("HOSTNAME=3f9a1c2b7d4e não é um endereço IP");
        expect(await isListening(number)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    "still fails a build (a finite command) when the backend dies under it",
    async () => {
      const { number } = await port();
      const dir = mkdtempSync(join(tmpdir(), "vitrine-build-"));
      try {
        // `node build` runs the file ./build: with-backend sees a build, as with `next build`
        writeFileSync(
          join(dir, "build"),
          "fetch(process.env.SUPABASE_URL+'/__vitrine/health').then(r=>r.json())" +
            ".then(h=>{process.kill(h.pid,'SIGKILL');setTimeout(()=>process.exit(0),60000)})",
        );
        const started = Date.now();
        const result = await run(
          ["node", "build"],
          { VITRINE_BACKEND_PORT: String(number), VITRINE_DATA_DIR: "memory" },
          dir,
        );
        expect(result.code).toBe(1);
        expect(result.stderr).toContain("o backend embutido parou (sinal SIGKILL); encerrando node");
        expect(Date.now() - started).toBeLessThan(50_000);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    BOOT_TIMEOUT_MS,
  );

  it("fails with a clear message when the port is busy", async () => {
    const { number, server } = await port(true);
    try {
      const result = await run(["node", "-e", "process.exit(0)"], {
        VITRINE_BACKEND_PORT: String(number),
        VITRINE_DATA_DIR: "memory",
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`A porta ${number}`);
    } finally {
      server.close();
    }
  }, 60_000);

  it("only runs the command, where Next would listen, when a hosted backend is configured", async () => {
    const print =
      "const e=process.env;console.log(e.SUPABASE_URL,e.VITRINE_LISTEN_HOST??'-');process.exit(3)";
    const result = await run(["node", "-e", print], {
      SUPABASE_URL: "https://exemplo.supabase.co",
      HOSTNAME: "",
    });
    expect(result.code).toBe(3);
    // a hosted `npm start` may be production: its address is left to Next
    expect(result.stdout.trim()).toBe("https://exemplo.supabase.co -");
  }, 30_000);

  it("treats a hosted URL kept in .env.local as the hosted mode", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-env-"));
    try {
      writeFileSync(
        join(dir, ".env.local"),
        'SUPABASE_URL=\nexport NEXT_PUBLIC_SUPABASE_URL="https://abc.supabase.co"\n',
      );
      const result = await run(["node", "-e", "process.exit(4)"], { VITRINE_BACKEND_PORT: "1" }, dir);
      expect(result.code).toBe(4);
      expect(result.stdout).not.toContain("vitrine-backend");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
