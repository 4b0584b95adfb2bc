/**
 * Public pages benchmark: (a) first-load JavaScript of the home, a store, a product and the 404 page (every
 * <script src> the HTML loads, gzipped and summed), (b) requests per second (autocannon, 50 connections,
 * 10 s each) on the same pages' server for /, a store, a product and a file from public/.
 * Needs a production build. Alone: `npx tsx bench/pages.ts` (starts `next start` with the embedded backend
 * on free loopback ports and stops it); from bench/run.ts with `{}`, or against a server with `{ baseUrl }`.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";
import { loadTest, runStandalone, startAppServer, type Figures } from "./server";

const CONNECTIONS = 50;
const DURATION_S = 10;
const product = products.find((p) => p.companyId === DEMO_COMPANY_ID && p.available) ?? products[0]!;

// An array keeps the report in this order ("404" as an object key would jump to the front).
export const PAGES: [name: string, path: string][] = [
  ["início", "/"],
  ["loja", `/company/${DEMO_COMPANY_ID}`],
  ["produto", `/product/${product.id}`],
  // under a public prefix: elsewhere the guard sends a visitor to /login before any 404
  ["404", "/cart/pagina-que-nao-existe"],
];

/** Every external script a page's HTML loads, as absolute URLs. */
export function scriptSources(html: string, pageUrl: string): string[] {
  // `nomodule` scripts (legacy polyfills) are never fetched by the browsers that run modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = tags.flatMap((tag) => {
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    return src ? [new URL(src.replace(/&amp;/g, "&"), pageUrl).href] : [];
  });
  return [...new Set(sources)];
}

export async function firstLoadJs(baseUrl: string, path: string): Promise<{ kb: number; scripts: number }> {
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

async function measure(baseUrl: string): Promise<Figures> {
  const figures: Figures = {};
  for (const [name, path] of PAGES) {
    const { kb, scripts } = await firstLoadJs(baseUrl, path);
    figures[`JS inicial ${name} (kB gzip, ${scripts} scripts)`] = kb;
  }
  const file = publicFile();
  const targets: [string, string][] = [...PAGES.slice(0, 3), [`arquivo ${file}`, file]];
  for (const [name, path] of targets) {
    const result = await loadTest(new URL(path, baseUrl).href, {
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    figures[`req/s ${name}`] = result.rps;
    figures[`p99 ${name} (ms)`] = result.p99;
    // Timeouts and error statuses: a figure with failures measured something other than the page.
    figures[`falhas ${name} (não-2xx, erros)`] = result.failed;
  }
  return figures;
}

export async function benchPages(opts: { baseUrl?: string } = {}): Promise<Figures> {
  if (opts.baseUrl) return measure(opts.baseUrl);
  const server = await startAppServer();
  try {
    return await measure(server.baseUrl);
  } finally {
    server.stop();
  }
}

runStandalone(import.meta.url, benchPages);
