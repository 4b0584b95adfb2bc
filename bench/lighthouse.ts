/**
 * Lighthouse and issue 24's budgets (bench/lighthouse-targets.ts): `/`, a store and a product of the production build beside a bare
 * Next.js page (bench/bare-page.ts) built in the same run. For each: Lighthouse's default mobile run
 * (simulated 4G, 4× CPU; the median of 3 runs, each in a fresh headless Chromium), HTML bytes raw and
 * gzipped, first-load JS (bench/pages.ts), and requests per second under autocannon -c 50 beside the
 * same HTML served as a static file by the same server (written under public/__bench/ before the
 * restart: `next start` lists public/ once, when it starts).
 * Needs a production build and /usr/bin/chromium (CHROME_PATH overrides; without it Lighthouse is skipped).
 * Alone: `npx tsx bench/lighthouse.ts`; against a running server: `BENCH_BASE_URL=http://127.0.0.1:3200`.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import type { Result } from "lighthouse";

import { buildBarePage, removeBarePage, startBarePage, type BareCss, type Served } from "./bare-page";
import {
  costliestScripts,
  lcpBreakdown,
  lighthouseFigures,
  medianFigures,
  medianRunIndex,
  topCosts,
  type CostRow,
  type LcpBreakdown,
  type LighthouseFigures,
  type ScriptRow,
} from "./lighthouse-figures";
import { check, meets, reportBudgets } from "./budgets";
import { describeLcpGraph, lcpGraph, type LcpGraphs, type LcpGraphSummary } from "./lcp-graph";
import { budgetChecks, budgetRows, figureRows, loadRows, type PageFigures } from "./lighthouse-targets";
import { firstLoadJs, PAGES } from "./pages";
import { loadTest, startAppServer } from "./server";

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
/**
 * Paint holding off: in headless Chromium it held the first frame of the home, the store and the product page (a
 * stylesheet and an image; the bare page has neither and was never held) until viz let a BeginFrame through again,
 * about 1.25 s or 2.3 s into an unthrottled load that paints at 0.3–0.7 s without it (GoogleChrome/lighthouse#17148).
 * Lantern cuts its graph at that observed paint, so every chunk that had arrived by then counted, and the estimate
 * swung by whole seconds between runs; the hydration that ran before it was left out of TBT. What it held on screen
 * was about:blank, the page Lighthouse starts from. Same flags for every page of the run.
 */
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-features=PaintHolding"];
const RUNS = 3;
const LOAD = { connections: 50, duration: 10 };
const STATIC_DIR = "__bench";

type Page = { name: string; path: string; file: string };
const asciiName = (name: string) => name.normalize("NFD").replace(/[^a-z0-9-]/gi, "");
const APP_PAGES: Page[] = PAGES.filter(([name]) => name !== "404").map(([name, path]) => ({
  name,
  path,
  file: `${asciiName(name)}.html`,
}));
const BARE: Page = { name: "página mínima", path: "/", file: "minima.html" };

type Run = { lhr: Result; graph: LcpGraphSummary };

/**
 * One Lighthouse run in its own headless Chromium, with Lighthouse's default (mobile) config, and what its
 * LCP estimate waited for (read from the run's trace before it is dropped).
 */
async function lighthouseRun(url: string): Promise<Run> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse em ${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, graph: await lcpGraph(result) };
  } finally {
    chrome.kill();
  }
}

/** The median of RUNS runs, and the run whose performance is the median (its audits are reported). */
async function lighthouseMedian(
  url: string,
): Promise<{ figures: LighthouseFigures; lhr: Result; graph: LcpGraphs }> {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
  const figures = runs.map((run) => lighthouseFigures(run.lhr));
  const { lhr, graph } = runs[medianRunIndex(figures)]!;
  return {
    figures: medianFigures(figures),
    lhr,
    graph: { median: graph, runs: runs.map((run) => run.graph) },
  };
}

const html = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} respondeu ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};

type Measured = { figures: PageFigures; lhr?: Result; graph?: LcpGraphs };

async function measurePage(
  baseUrl: string,
  page: Page,
  staticFile: { path: string; label: string },
  chrome: boolean,
): Promise<Measured> {
  const url = new URL(page.path, baseUrl).href;
  const bytes = await html(url);
  const js = await firstLoadJs(baseUrl, page.path);
  const lh = chrome ? await lighthouseMedian(url) : undefined;
  const served = await loadTest(url, LOAD);
  const asStatic = await loadTest(new URL(staticFile.path, baseUrl).href, LOAD);
  if (served.failed || asStatic.failed)
    console.warn(`${page.name}: falhas sob carga (página ${served.failed}, estático ${asStatic.failed})`);
  return {
    lhr: lh?.lhr,
    graph: lh?.graph,
    figures: {
      name: page.name,
      path: page.path,
      lighthouse: lh?.figures,
      htmlBytes: bytes.length,
      htmlGzipBytes: gzipSync(bytes).length,
      firstLoadJsKb: js.kb,
      rps: served.rps,
      staticRps: asStatic.rps,
      staticRef: staticFile.label,
    },
  };
}

/**
 * Starts a server once to keep each page's HTML, writes it under public/__bench/ and starts it again
 * (public/ is listed at start), so the page and its own bytes as a static file share one server.
 */
async function withStaticCopies<T>(
  start: () => Promise<Served>,
  publicDir: string,
  pages: Page[],
  measure: (server: Served) => Promise<T>,
): Promise<T> {
  const first = await start();
  const copies = new Map<string, Buffer>();
  try {
    for (const page of pages) copies.set(page.file, await html(new URL(page.path, first.baseUrl).href));
  } finally {
    first.stop();
  }
  const dir = join(publicDir, STATIC_DIR);
  mkdirSync(dir, { recursive: true });
  try {
    for (const [file, bytes] of copies) writeFileSync(join(dir, file), bytes);
    const server = await start();
    try {
      for (const [file, bytes] of copies) {
        const served = await html(new URL(`/${STATIC_DIR}/${file}`, server.baseUrl).href);
        if (served.length !== bytes.length) throw new Error(`${file}: o servidor não serve a cópia estática`);
      }
      return await measure(server);
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const answers = (url: URL) =>
  fetch(url).then(
    async (response) => {
      await response.arrayBuffer(); // drain it: the connection goes back to the pool
      return response.ok;
    },
    () => false,
  );

const staticCopy = (page: Page) => ({ path: `/${STATIC_DIR}/${page.file}`, label: "o mesmo HTML" });

/**
 * Against a server already running (BENCH_BASE_URL) the copies can only be served if they were written
 * before it started; otherwise the public/ file closest in size stands in, and the table says which.
 */
async function staticFileFor(baseUrl: string, page: Page): Promise<{ path: string; label: string }> {
  const own = staticCopy(page);
  if (await answers(new URL(own.path, baseUrl))) return own;
  const size = (await html(new URL(page.path, baseUrl).href)).length;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const files = existsSync("public") ? walk("public") : [];
  files.sort((a, b) => Math.abs(statSync(a).size - size) - Math.abs(statSync(b).size - size));
  for (const file of files) {
    const path = `/${relative("public", file).split("\\").join("/")}`;
    if (await answers(new URL(path, baseUrl)))
      return { path, label: `${path} (${(statSync(file).size / 1024).toFixed(1)} kB, no lugar do HTML)` };
  }
  throw new Error("nenhum arquivo de public/ respondeu para servir de referência estática");
}

export type PageCosts = {
  page: string;
  benchmarkIndex?: number;
  costs: CostRow[];
  lcp?: LcpBreakdown;
  scripts: ScriptRow[];
};
export type LighthouseReport = {
  lighthouse: string;
  bare: PageFigures;
  /** the bare page with a linked stylesheet: shown beside the others, not a budget's reference */
  styledBare: PageFigures;
  /** the same with the stylesheet inline (Next's inlineCss): shown, not a reference */
  inlineBare: PageFigures;
  pages: PageFigures[];
  /** what each page's LCP estimate held (the median run's, and each run's estimate), the bare pages first */
  lcpGraphs: { page: string; graph: LcpGraphs }[];
  costs: PageCosts[];
  reportsDir?: string;
};

export async function benchLighthouse(opts: { baseUrl?: string } = {}): Promise<LighthouseReport> {
  const chrome = existsSync(CHROME);
  if (!chrome) console.log(`Lighthouse pulado: ${CHROME} não existe (apt-get install -y chromium).`);
  // the budgets' reference, then the same page with a stylesheet, linked and inline (only shown: what a
  // render-blocking stylesheet costs, and what inlining it would gain and cost)
  const measureBare = async (css: BareCss) => {
    const app = await buildBarePage({ css });
    try {
      const { figures, graph } = await withStaticCopies(
        () => startBarePage(app),
        join(app.dir, "public"),
        [BARE],
        (server) => measurePage(server.baseUrl, BARE, staticCopy(BARE), chrome),
      );
      return { app, figures, graph };
    } finally {
      removeBarePage(app);
    }
  };
  const { app: bareApp, figures: bare, graph: bareGraph } = await measureBare("none");
  const { figures: styledBare, graph: styledGraph } = await measureBare("linked");
  const { figures: inlineBare, graph: inlineGraph } = await measureBare("inline");
  const measureApp = async (baseUrl: string, ownCopies: boolean) => {
    const measured: Measured[] = [];
    for (const page of APP_PAGES) {
      const file = ownCopies ? staticCopy(page) : await staticFileFor(baseUrl, page);
      measured.push(await measurePage(baseUrl, page, file, chrome));
    }
    return measured;
  };
  const measured = opts.baseUrl
    ? await measureApp(opts.baseUrl, false)
    : await withStaticCopies(
        () => startAppServer(),
        "public",
        APP_PAGES,
        (s) => measureApp(s.baseUrl, true),
      );
  const reportsDir = chrome ? mkdtempSync(join(tmpdir(), "vitrine-lighthouse-")) : undefined;
  const costs = measured.flatMap(({ figures, lhr }) => {
    if (!lhr || !reportsDir) return [];
    writeFileSync(join(reportsDir, `${asciiName(figures.name)}.json`), JSON.stringify(lhr));
    return [
      {
        page: figures.path,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        costs: topCosts(lhr),
        lcp: lcpBreakdown(lhr),
        scripts: costliestScripts(lhr),
      },
    ];
  });
  const graphs: [string, LcpGraphs | undefined][] = [
    ["página mínima", bareGraph],
    ["página mínima com CSS", styledGraph],
    ["página mínima com CSS inline", inlineGraph],
    ...measured.map((m): [string, LcpGraphs | undefined] => [m.figures.name, m.graph]),
  ];
  return {
    lcpGraphs: graphs.flatMap(([page, graph]) => (graph ? [{ page, graph }] : [])),
    lighthouse: chrome
      ? `Lighthouse ${measured[0]?.lhr?.lighthouseVersion ?? ""}, perfil móvel padrão (4G simulado, CPU 4×), mediana de ${RUNS} execuções`
      : "Lighthouse pulado (sem Chromium)",
    bare: { ...bare, name: `página mínima (Next ${bareApp.nextVersion}, ${bareApp.bundler})` },
    styledBare: { ...styledBare, name: "página mínima com CSS (Tailwind, folha no <head>)" },
    inlineBare: { ...inlineBare, name: "página mínima com CSS inline (inlineCss do Next)" },
    pages: measured.map((m) => m.figures),
    costs,
    reportsDir,
  };
}

export function printLighthouseReport(report: LighthouseReport): void {
  console.log(report.lighthouse);
  console.table(figureRows([...report.pages, report.styledBare, report.inlineBare], report.bare));
  console.log(`autocannon -c ${LOAD.connections}, ${LOAD.duration} s por medida`);
  console.table(loadRows([...report.pages, report.styledBare, report.inlineBare, report.bare]));
  // issue 24's budgets, each against the bare page of this run; a miss fails `npm run bench` (bench/run.ts)
  const checks = budgetChecks(report.pages, report.bare);
  console.log(
    "Metas (relativas à página mínima desta execução; HTML em bytes sem compressão, 1 kB = 1024 B)",
  );
  console.table(budgetRows(checks, (c) => meets(c.value, c.limit, c.kind)));
  for (const c of checks) check(`${c.página}: ${c.meta}`, c.value, c.limit, c.kind);
  // not a budget: how far each page's LCP is from a bare page that also waits for a linked stylesheet
  const styledLcp = report.styledBare.lighthouse?.lcpMs;
  if (styledLcp) {
    const ratios = report.pages.map(
      (page) => `${page.name} ${page.lighthouse ? (page.lighthouse.lcpMs / styledLcp).toFixed(2) : "—"}×`,
    );
    console.log(`LCP ÷ página mínima com CSS (${(styledLcp / 1000).toFixed(2)} s): ${ratios.join(", ")}`);
  }
  if (report.lcpGraphs.length) {
    // Lighthouse's LCP is a replay of what ended before the observed paint: these are what it replayed
    console.log(
      "O que a estimativa de LCP esperou (execução mediana; bytes transferidos; scripts que terminaram de baixar antes da pintura observada)",
    );
    console.table(report.lcpGraphs.map(({ page, graph }) => describeLcpGraph(page, graph)));
  }
  for (const { page, benchmarkIndex, costs, lcp, scripts } of report.costs) {
    // Lighthouse's own gauge of the machine: a busy 2-core box scores low and inflates TBT
    console.log(
      `O que mais custa em ${page} (execução mediana; BenchmarkIndex ${Math.round(benchmarkIndex ?? 0)})`,
    );
    console.table(costs);
    if (lcp) console.log(`  elemento LCP: ${lcp.element}\n  fases do LCP: ${lcp.phases}`);
    console.table(scripts);
  }
  if (report.reportsDir) console.log(`Relatórios Lighthouse (JSON, execução mediana): ${report.reportsDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchLighthouse({ baseUrl: process.env.BENCH_BASE_URL }).then(
    (report) => {
      printLighthouseReport(report);
      // alone, like `npm run bench`: a missed budget is a non-zero exit
      process.exit(reportBudgets() > 0 ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
