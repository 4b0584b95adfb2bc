import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { BOOT_TIMEOUT_MS } from "./helpers";

const SCRIPT = fileURLToPath(new URL("../../scripts/with-backend.mjs", import.meta.url));

type Run = { code: number | null; stdout: string; stderr: string };

function run(args: string[], env: Record<string, string>, cwd?: string): Promise<Run> {
  return new Promise((resolve) => {
    const base = { ...process.env };
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
      expect(await isListening(number)).toBe(false);
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

  it("only runs the command when a hosted backend is configured", async () => {
    const result = await run(["node", "-e", "console.log(process.env.SUPABASE_URL);process.exit(3)"], {
      SUPABASE_URL: "https://exemplo.supabase.co",
    });
    expect(result.code).toBe(3);
    expect(result.stdout.trim()).toBe("https://exemplo.supabase.co");
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
