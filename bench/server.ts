/**
 * What the benchmarks share: a production server (`next start` through scripts/with-backend.mjs, on a
 * throwaway in-memory backend) on free loopback ports, an autocannon load, and the standalone runner.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export type Figures = Record<string, string | number>;
export const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 180_000;

/** The p-th percentile (nearest rank) of `samples`, to two decimals: 50 is the median, 100 the worst. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Number((sorted[index] ?? 0).toFixed(2));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("porta")),
      );
    });
  });
}

export type AppServer = { baseUrl: string; backendPort: number; stop: () => void };

/** Starts the production build and waits until it answers; `env` adds variables (e.g. the guard bypass). */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(distDir, "BUILD_ID")))
    throw new Error(`Sem build de produção em ${distDir}: rode \`npm run build\` antes.`);
  const [port, backendPort] = [await freePort(), await freePort()];
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn("node", ["scripts/with-backend.mjs", "next", "start", "-p", String(port), "-H", HOST], {
    detached: true, // its own process group, stopped as a whole
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: baseUrl,
      VITRINE_BACKEND_PORT: String(backendPort),
      VITRINE_DATA_DIR: "memory",
      ...env,
    },
  });
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`${baseUrl}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, backendPort, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`servidor não respondeu em ${baseUrl}:\n${log}`);
}

type AutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  "3xx": number;
  errors: number;
};
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations: load it through require and type the one call used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export type Load = {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** a page the proxy answers with a redirect: 3xx responses are the expected answer, not failures */
  redirects?: boolean;
};

/** Requests per second, p99 latency and failures (non-2xx plus errors) after a short warm-up. */
export async function loadTest(url: string, { connections, duration, headers, redirects = false }: Load) {
  await Promise.all(Array.from({ length: 5 }, () => fetch(url, { headers }).then((r) => r.arrayBuffer())));
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx - (redirects ? result["3xx"] : 0) + result.errors,
  };
}

/** Runs a benchmark when its file is executed directly (`npx tsx bench/x.ts`) and prints its figures. */
export function runStandalone(moduleUrl: string, bench: () => Promise<Figures>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  bench().then(
    (figures) => {
      console.table(Object.entries(figures).map(([medida, valor]) => ({ medida, valor })));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
