/**
 * Public pages benchmark: (a) first-load JavaScript of the home, a store, a product and the 404 page (every
 * <script src> the HTML loads, gzipped and summed), (b) requests per second (autocannon, 50 connections,
 * 10 s each) on the same pages' server for /, a store, a product and a file from public/.
 * Needs a production build. Alone: `npx tsx bench/pages.ts` (starts `next start` with the embedded backend
 * on free loopback ports and stops it); from bench/run.ts with `{}`, or against a server with `{ baseUrl }`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";

type Figures = Record<string, string | number>;
type AutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
};
type Autocannon = (opts: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

// autocannon ships no type declarations: load it through require and type the one call used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const HOST = "127.0.0.1";
const CONNECTIONS = 50;
const DURATION_S = 10;
const START_TIMEOUT_MS = 120_000;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const product = products.find((p) => p.companyId === DEMO_COMPANY_ID && p.available) ?? products[0]!;

// An array keeps the report in this order ("404" as an object key would jump to the front).
const PAGES: [name: string, path: string][] = [
  ["início", "/"],
  ["loja", `/company/${DEMO_COMPANY_ID}`],
  ["produto", `/product/${product.id}`],
  ["404", "/pagina-que-nao-existe"],
];

function freePort(): Promise<number> {
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

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess }> {
  if (!existsSync(join(distDir, "BUILD_ID")))
    throw new Error(`Sem build de produção em ${distDir}: rode o build antes.`);
  const [port, backendPort] = [await freePort(), await freePort()];
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn("node", ["scripts/with-backend.mjs", "next", "start", "-p", String(port), "-H", HOST], {
    detached: true, // its own process group, stopped as a whole
    stdio: "ignore",
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: baseUrl,
      VITRINE_BACKEND_PORT: String(backendPort),
      VITRINE_DATA_DIR: "memory",
    },
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start saiu com código ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(child);
  throw new Error(`servidor não respondeu em ${baseUrl}`);
}

function stopServer(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
}

/** Every external script a page's HTML loads, as absolute URLs. */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, "&"), pageUrl).href,
  );
  return [...new Set(sources)];
}

async function firstLoadJs(baseUrl: string, path: string): Promise<{ kb: number; scripts: number }> {
  const pageUrl = new URL(path, baseUrl).href;
  const html = await (await fetch(pageUrl)).text();
  const sources = scriptSources(html, pageUrl);
  let bytes = 0;
  for (const src of sources) {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src} respondeu ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { kb: Math.round(bytes / 102.4) / 10, scripts: sources.length };
}

/** The first file under public/ (icon.svg when present), as a URL path. */
function publicFile(): string {
  if (existsSync("public/icon.svg")) return "/icon.svg";
  const walk = (dir: string): string | undefined => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(dir, entry.name);
      const found = entry.isDirectory() ? walk(full) : full;
      if (found) return found;
    }
    return undefined;
  };
  const file = existsSync("public") ? walk("public") : undefined;
  if (!file) throw new Error("public/ não tem arquivos para medir");
  return `/${relative("public", file).split("\\").join("/")}`;
}

async function requestsPerSecond(url: string) {
  await Promise.all(Array.from({ length: 5 }, () => fetch(url).then((r) => r.arrayBuffer()))); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

async function measure(baseUrl: string): Promise<Figures> {
  const figures: Figures = {};
  for (const [name, path] of PAGES) {
    const { kb, scripts } = await firstLoadJs(baseUrl, path);
    figures[`JS inicial ${name} (kB gzip, ${scripts} scripts)`] = kb;
  }
  const file = publicFile();
  const targets: [string, string][] = [...PAGES.slice(0, 3), [`arquivo ${file}`, file]];
  for (const [name, path] of targets) {
    const result = await requestsPerSecond(new URL(path, baseUrl).href);
    figures[`req/s ${name}`] = result.rps;
    figures[`p99 ${name} (ms)`] = result.p99;
    // Timeouts and error statuses: a figure with failures measured something other than the page.
    figures[`falhas ${name} (não-2xx, erros)`] = result.failed;
  }
  return figures;
}

export async function benchPages(opts: { baseUrl?: string } = {}): Promise<Figures> {
  if (opts.baseUrl) return measure(opts.baseUrl);
  const server = await startServer();
  try {
    return await measure(server.baseUrl);
  } finally {
    stopServer(server.child);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchPages().then(
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
