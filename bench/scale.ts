/**
 * Scale bench (issue 24): the same measurements on today's seed (1×) and on a generated city (bench/scale-seed.ts:
 * 500 stores, 25,000 products, 50,000 orders), each in a throwaway embedded-backend data folder (never
 * .data/pglite): search p50/p95 over the Data API (realistic terms with accents, three pages each), the
 * reports' query times, and — with a production build — a store and a product page rendered on a cache miss
 * (a store the server has not rendered yet), the home's first request, and the sitemap's size and time.
 * Budget: search p95 at city scale ≤ 3× its p95 at 1× (bench/budgets.ts; a miss fails `npm run bench`).
 * The city is generated once and kept in .data/bench-city/<key> (about 2.5 minutes on PGlite; a copy afterwards).
 * Alone: `npx tsx bench/scale.ts` (VITRINE_BENCH_SCALE=stores,products,orders for another size,
 * VITRINE_BENCH_FRESH=1 to generate the city again).
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { createClient } from "@supabase/supabase-js";

import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import { clientOptions } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";
import { startEmbeddedBackend, type EmbeddedBackend } from "@/supabase/embedded";
import {
  openDatabase,
  readAuthSchema,
  readMigrations,
  readRealtimeSchema,
  readSeed,
  readStorageSchema,
} from "@/supabase/embedded/db";

import { check } from "./budgets";
import { cityId, citySql, parseScale, seedCity, type CityScale } from "./scale-seed";
import { percentile, startAppServer } from "./server";

/** What shoppers type: accents and none, one word and several, common and rare. */
export const SEARCH_TERMS = [
  "pão",
  "pao de queijo",
  "açaí",
  "cafe",
  "pizza",
  "frango",
  "bolo de fubá",
  "farmácia",
  "suco",
  "sem glúten",
];
const PAGE_SIZE = 24;
const PAGES = [0, 1, 2];
const ROUNDS = 5;
const PAGE_SAMPLES = 5;
/** Search p95 at city scale may be at most this many times its p95 at 1× (issue 24). */
export const SEARCH_P95_RATIO_LIMIT = 3;

type Side = { label: string; scale: CityScale | null };
type Column = Record<string, number | string>;

const ms = (value: number) => Math.round(value * 10) / 10;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function client(backend: EmbeddedBackend) {
  return createClient<Database>(backend.url, backend.publishableKey, {
    ...clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedIn(backend: EmbeddedBackend, email: string) {
  const supabase = client(backend);
  const { error } = await supabase.auth.signInWithPassword({ email, password: "vitrine123" });
  return error ? null : supabase;
}

/** Median of `times` runs of one call, after one warm-up; NaN when the call fails. */
async function medianOf(times: number, call: () => PromiseLike<{ error: unknown }>): Promise<number> {
  const { error } = await call();
  if (error) return Number.NaN;
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) samples.push((await timed(async () => call()))[1]);
  return percentile(samples, 50);
}

/** The Data API figures: catalogue size, search latency, the reports' query times. */
async function measureBackend(dataDir: string, side: Side, column: Column): Promise<number[]> {
  const backend = await startEmbeddedBackend({ port: 0, dataDir, auth: { signInSignUpsPerWindow: 10_000 } });
  try {
    const anon = client(backend);
    const search = (termo: string, page: number) =>
      anon.rpc("buscar_produtos", { termo, limite: PAGE_SIZE, deslocamento: page * PAGE_SIZE });
    for (const termo of SEARCH_TERMS) {
      const { error } = await search(termo, 0); // warm-up, and the RPC must exist
      if (error) throw new Error(`busca "${termo}" falhou: ${error.message}`);
    }
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const termo of SEARCH_TERMS)
        for (const page of PAGES) samples.push((await timed(async () => search(termo, page)))[1]);
    const { data: first } = await search("pão", 0);
    column["busca 'pão': resultados"] = (first as { total?: number }[] | null)?.[0]?.total ?? 0;
    column[`busca p50 (ms, n=${samples.length})`] = percentile(samples, 50);
    column["busca p95 (ms)"] = percentile(samples, 95);

    // the home's catalogue reads (featured products and stores) and the /produtos list with no term
    const homeReads = async () => {
      const [featured, stores] = await Promise.all([
        anon.rpc("buscar_produtos", { termo: null, limite: 12, deslocamento: 0, so_destaques: true }),
        anon.rpc("buscar_lojas", { termo: null, limite: 12, deslocamento: 0 }),
      ]);
      return { error: featured.error ?? stores.error };
    };
    column["início: leituras do catálogo (Data API) mediana (ms)"] = ms(await medianOf(5, homeReads));
    const listPage = (deslocamento: number) =>
      anon.rpc("buscar_produtos", { termo: null, limite: PAGE_SIZE, deslocamento });
    column["/produtos sem termo, 1ª página mediana (ms)"] = ms(await medianOf(5, () => listPage(0)));
    // the list's last page: a page found from the stores' counts costs the same at any depth
    const { data: listed } = await listPage(0);
    const listTotal = Number((listed as { total?: number }[] | null)?.[0]?.total ?? 0);
    const lastOffset = Math.max(0, Math.floor((listTotal - 1) / PAGE_SIZE) * PAGE_SIZE);
    column["/produtos sem termo, última página mediana (ms)"] = ms(
      await medianOf(5, () => listPage(lastOffset)),
    );

    const admin = await signedIn(backend, "admin@vitrine.example");
    for (const period of ["month", "year"] as const)
      column[`relatorio_admin('${period}') mediana (ms)`] = admin
        ? ms(await medianOf(3, () => admin.rpc("relatorio_admin", { p_periodo: period })))
        : "sem login";
    // the store report of a store with a city's share of orders (city owner 1), or the demo store at 1×
    const owner = await signedIn(backend, side.scale ? "dono1@cidade.example" : "empresa@vitrine.example");
    column["relatorio_loja('year') mediana (ms)"] = owner
      ? ms(await medianOf(3, () => owner.rpc("relatorio_loja", { p_periodo: "year" })))
      : "sem login";
    column["estatisticas_loja mediana (ms)"] = owner
      ? ms(await medianOf(3, () => owner.rpc("estatisticas_loja")))
      : "sem login";
    return samples;
  } finally {
    await backend.stop();
  }
}

/** Milliseconds to the last byte of the first request of `path` (a cache miss when never rendered before). */
async function firstRequest(
  baseUrl: string,
  path: string,
): Promise<{ ms: number; bytes: number; status: number }> {
  const [response, elapsed] = await timed(async () => {
    const res = await fetch(new URL(path, baseUrl));
    const body = await res.arrayBuffer();
    return { status: res.status, bytes: body.byteLength };
  });
  return { ms: elapsed, ...response };
}

/** The pages: store and product renders on a miss, the home's first request, the sitemap. */
async function measurePages(dataDir: string, side: Side, column: Column): Promise<void> {
  const server = await startAppServer({ VITRINE_DATA_DIR: dataDir });
  try {
    const stores = side.scale
      ? [2, 3, 4, 5, 6].map((i) => cityId("loja", i))
      : companies.slice(0, PAGE_SAMPLES).map((company) => company.id);
    const productIds = side.scale
      ? [2, 3, 4, 5, 6].map((i) => cityId("produto", 10 * i))
      : products.slice(0, PAGE_SAMPLES).map((product) => product.id);
    const home = await firstRequest(server.baseUrl, "/");
    // prerendered at build time (1× data): a cache miss of the home needs an updateTag, which no route offers
    column["início: 1ª requisição, pré-renderizada (ms)"] = ms(home.ms);
    const storeTimes: number[] = [];
    for (const id of stores) {
      const page = await firstRequest(server.baseUrl, `/company/${id}`);
      if (page.status !== 200) throw new Error(`/company/${id} respondeu ${page.status}`);
      storeTimes.push(page.ms);
    }
    column[`loja sem cache: mediana (ms, n=${stores.length})`] = ms(percentile(storeTimes, 50));
    column["loja sem cache: pior (ms)"] = ms(percentile(storeTimes, 100));
    const productTimes: number[] = [];
    for (const id of productIds) productTimes.push((await firstRequest(server.baseUrl, `/product/${id}`)).ms);
    column[`produto sem cache: mediana (ms, n=${productIds.length})`] = ms(percentile(productTimes, 50));

    const index = await firstRequest(server.baseUrl, "/sitemap.xml");
    const xml = await (await fetch(new URL("/sitemap.xml", server.baseUrl))).text();
    const parts = [...xml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    let urls = (xml.match(/<url>/g) ?? []).length;
    let bytes = index.bytes;
    let total = index.ms;
    for (const part of parts) {
      const path = new URL(part).pathname;
      const [text, elapsed] = await timed(async () => (await fetch(new URL(path, server.baseUrl))).text());
      urls += (text.match(/<url>/g) ?? []).length;
      bytes += Buffer.byteLength(text);
      total += elapsed;
    }
    column["sitemap: arquivos"] = Math.max(1, parts.length);
    column["sitemap: URLs"] = urls;
    column["sitemap: tamanho (kB)"] = Math.round(bytes / 1024);
    column["sitemap: tempo total (ms)"] = ms(total);
  } finally {
    server.stop();
  }
}

/** Creates a data folder: migrations + seed, plus the city when `scale` is given, then counts its rows. */
async function createDataDir(dataDir: string, scale: CityScale | null): Promise<Column> {
  const counts: Column = {};
  const { db } = await openDatabase(dataDir);
  try {
    if (scale) await seedCity(db, scale);
    for (const table of ["lojas", "produtos", "pedidos", "itens_pedido", "eventos_pedido"]) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      counts[`linhas em ${table}`] = rows[0]?.n ?? 0;
    }
  } finally {
    await db.close();
  }
  return counts;
}

/**
 * The city's data folder is generated once (about 2 minutes on PGlite) and kept in .data/bench-city/<key>, the key
 * a hash of everything that shapes it (schemas, migrations, seed, generator, scale); each run measures a copy.
 * VITRINE_BENCH_FRESH=1 generates it again.
 */
async function cityDataDir(dataDir: string, scale: CityScale): Promise<{ counts: Column; cached: boolean }> {
  const key = createHash("sha256")
    .update(JSON.stringify(scale))
    .update(citySql(scale))
    .update(readAuthSchema() + readStorageSchema() + readRealtimeSchema() + readSeed())
    .update(
      readMigrations()
        .map((migration) => migration.sql)
        .join("\n"),
    )
    .digest("hex")
    .slice(0, 16);
  const root = join(".data", "bench-city");
  const cached = join(root, key);
  const countsFile = join(cached, "counts.json");
  const generate = process.env.VITRINE_BENCH_FRESH === "1" || !existsSync(countsFile);
  if (generate) {
    rmSync(root, { recursive: true, force: true }); // older cities: their schema is gone
    const counts = await createDataDir(join(cached, "pglite"), scale);
    writeFileSync(countsFile, JSON.stringify(counts));
  }
  cpSync(join(cached, "pglite"), dataDir, { recursive: true });
  return { counts: JSON.parse(readFileSync(countsFile, "utf8")) as Column, cached: !generate };
}

/** One side of the table: its own data folder (migrations + seed, plus the city), its figures, then removed. */
async function measureSide(side: Side): Promise<{ column: Column; samples: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-scale-"));
  const dataDir = join(dir, "pglite");
  const column: Column = {};
  try {
    const [prepared, createMs] = await timed(async () =>
      side.scale
        ? cityDataDir(dataDir, side.scale)
        : { counts: await createDataDir(dataDir, null), cached: false },
    );
    Object.assign(column, prepared.counts);
    column["preparar a base (s)"] =
      `${Math.round(createMs / 100) / 10}${prepared.cached ? " (cópia da cidade já gerada)" : ""}`;
    const samples = await measureBackend(dataDir, side, column);
    const distDir = process.env.NEXT_DIST_DIR || ".next";
    if (existsSync(join(distDir, "BUILD_ID"))) await measurePages(dataDir, side, column);
    return { column, samples };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the 1× / city table and checks the search budget; returns nothing (it prints its own table). */
export async function benchScale(
  scale: CityScale = parseScale(process.env.VITRINE_BENCH_SCALE),
): Promise<void> {
  const sides: Side[] = [
    { label: "1× (seed)", scale: null },
    { label: `cidade (${scale.stores} lojas, ${scale.products} produtos, ${scale.orders} pedidos)`, scale },
  ];
  const results = [];
  for (const side of sides) {
    const result = await measureSide(side);
    console.log(`${side.label}: ${JSON.stringify(result.column)}`);
    results.push(result);
  }
  const [one, city] = results as [(typeof results)[number], (typeof results)[number]];
  const ratio = Number(city.column["busca p95 (ms)"]) / Number(one.column["busca p95 (ms)"]);
  const names = [...new Set([...Object.keys(one.column), ...Object.keys(city.column)])];
  console.table(
    names.map((medida) => ({
      medida,
      [sides[0]!.label]: one.column[medida] ?? "",
      [sides[1]!.label]: city.column[medida] ?? "",
    })),
  );
  const ok = check(
    `busca p95 na cidade ≤ ${SEARCH_P95_RATIO_LIMIT}× a p95 em 1×`,
    ratio,
    SEARCH_P95_RATIO_LIMIT,
  );
  console.log(
    `busca p95: cidade ${city.column["busca p95 (ms)"]} ms / 1× ${one.column["busca p95 (ms)"]} ms = ` +
      `${ratio.toFixed(2)}× (meta ≤ ${SEARCH_P95_RATIO_LIMIT}×): ${ok ? "ok" : "FALHOU"}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchScale().then(
    async () => {
      const { reportBudgets } = await import("./budgets");
      process.exit(reportBudgets() > 0 ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
