/**
 * Issue 24's budgets (pure): each page against the bare Next.js page measured in the same run (this machine's
 * speed swings 2× between runs, so only a ratio to the same run means anything), and the figure tables with
 * the ratios to the bare page and to the same bytes served as a static file.
 */
import type { LighthouseFigures } from "./lighthouse-figures";

export type PageFigures = {
  name: string;
  path: string;
  /** absent when Chromium is missing and Lighthouse was skipped */
  lighthouse?: LighthouseFigures;
  htmlBytes: number;
  htmlGzipBytes: number;
  firstLoadJsKb: number;
  rps: number;
  staticRps: number;
  /** what the static figure served: the page's own bytes under public/, or the stand-in file */
  staticRef: string;
};

export const ratio = (value: number | undefined, reference: number | undefined): number | undefined =>
  value === undefined || !reference ? undefined : value / reference;

const kb = (bytes: number) => bytes / 1024;

/** The home's HTML limit, raw bytes (uncompressed): 100 kB of 1,024 bytes. */
export const HOME_HTML_LIMIT_BYTES = 100 * 1024;

/** A budget to `check` (bench/budgets.ts): `value` against `limit`, both in `unit`, with the ratio shown. */
export type BudgetCheck = {
  página: string;
  meta: string;
  value: number;
  limit: number;
  kind: "max" | "min";
  /** value ÷ the bare page's figure, when the budget is relative to it */
  ratio?: number;
  show: (value: number) => string;
};

type Budget = {
  meta: string;
  applies?: (page: PageFigures) => boolean;
  /** the page's figure, the limit it must meet (from the bare page's) and the ratio to print */
  measure: (
    page: PageFigures,
    bare: PageFigures,
  ) => { value?: number; limit?: number; ratio?: number } | undefined;
  kind: "max" | "min";
  show: (value: number) => string;
};

const ms = (v: number) => `${Math.round(v)} ms`;
const times = (value: number | undefined, limit: number, reference: number | undefined) => ({
  value,
  // a bare page that blocks 0 ms leaves a limit of 0 ms: the page must block nothing either
  // rounded to a thousandth: 1.15 × 100 is 114.99999999999999 in floating point
  limit: reference === undefined ? undefined : Math.round(limit * reference * 1000) / 1000,
  ratio: ratio(value, reference),
});

/**
 * Issue 24 point 1, for the home, a store and a product page: LCP and TBT ≤ 1.5× the bare page's, performance
 * ≥ the bare page's − 5, CLS ≤ 0.05, first-load JS ≤ 1.15× the bare page's; the home's HTML ≤ 100 kB raw.
 */
export const BUDGETS: Budget[] = [
  {
    meta: "desempenho ≥ página mínima − 5",
    measure: (p, bare) => ({
      value: p.lighthouse?.performance,
      limit: bare.lighthouse && bare.lighthouse.performance - 5,
      ratio: ratio(p.lighthouse?.performance, bare.lighthouse?.performance),
    }),
    kind: "min",
    show: String,
  },
  {
    meta: "LCP ≤ 1,5× página mínima",
    measure: (p, bare) => times(p.lighthouse?.lcpMs, 1.5, bare.lighthouse?.lcpMs),
    kind: "max",
    show: ms,
  },
  {
    meta: "TBT ≤ 1,5× página mínima",
    measure: (p, bare) => times(p.lighthouse?.tbtMs, 1.5, bare.lighthouse?.tbtMs),
    kind: "max",
    show: ms,
  },
  {
    meta: "CLS ≤ 0,05",
    measure: (p) => ({ value: p.lighthouse?.cls, limit: 0.05 }),
    kind: "max",
    show: (v) => v.toFixed(3),
  },
  {
    meta: "JS inicial ≤ 1,15× página mínima",
    measure: (p, bare) => times(p.firstLoadJsKb, 1.15, bare.firstLoadJsKb),
    kind: "max",
    show: (v) => `${v.toFixed(1)} kB`,
  },
  {
    meta: "HTML da home ≤ 100 kB (sem compressão)",
    applies: (p) => p.path === "/",
    measure: (p) => ({ value: p.htmlBytes, limit: HOME_HTML_LIMIT_BYTES }),
    kind: "max",
    show: (v) => `${kb(v).toFixed(1)} kB`,
  },
];

/**
 * Every budget of every page as a check to record: a figure that could not be measured (no Chromium) is NaN,
 * which bench/budgets.ts counts as a miss, so a run without Lighthouse cannot pass.
 */
export function budgetChecks(pages: PageFigures[], bare: PageFigures): BudgetCheck[] {
  return pages.flatMap((page) =>
    BUDGETS.filter((budget) => budget.applies?.(page) ?? true).map((budget) => {
      const { value, limit, ratio: r } = budget.measure(page, bare) ?? {};
      return {
        página: page.name,
        meta: budget.meta,
        value: value ?? Number.NaN,
        limit: limit ?? Number.NaN,
        kind: budget.kind,
        ratio: r,
        show: budget.show,
      };
    }),
  );
}

export type BudgetRow = {
  página: string;
  meta: string;
  medido: string;
  limite: string;
  "×": string;
  resultado: string;
};

/** The checks as a table: the figure, the limit it had this run, the ratio to the bare page and the verdict. */
export function budgetRows(checks: BudgetCheck[], met: (check: BudgetCheck) => boolean): BudgetRow[] {
  const shown = (check: BudgetCheck, v: number) => (Number.isFinite(v) ? check.show(v) : "—");
  return checks.map((check) => ({
    página: check.página,
    meta: check.meta,
    medido: shown(check, check.value),
    limite: `${check.kind === "max" ? "≤" : "≥"} ${shown(check, check.limit)}`,
    "×": check.ratio === undefined || !Number.isFinite(check.ratio) ? "—" : `${check.ratio.toFixed(2)}×`,
    resultado: !Number.isFinite(check.value) ? "não medida" : met(check) ? "ok" : "FALHOU",
  }));
}

/** "value (ratio×)": the ratio to the bare page beside each figure of an app page. */
function withRatio(value: number | undefined, reference: number | undefined, digits: number): string {
  if (value === undefined || !Number.isFinite(value)) return "—";
  const shown = value.toFixed(digits);
  const times = ratio(value, reference);
  return times === undefined ? shown : `${shown} (${times.toFixed(2)}×)`;
}

export type FigureRow = Record<string, string>;

/** One row per page, the bare page last; app pages carry their ratio to the bare page. */
export function figureRows(pages: PageFigures[], bare: PageFigures): FigureRow[] {
  const row = (page: PageFigures, ref: PageFigures | undefined): FigureRow => {
    const lh = page.lighthouse;
    const refLh = ref?.lighthouse;
    return {
      página: `${page.name} ${page.path}`,
      desempenho: withRatio(lh?.performance, refLh?.performance, 0),
      "LCP (s)": withRatio(lh && lh.lcpMs / 1000, refLh && refLh.lcpMs / 1000, 2),
      "TBT (ms)": withRatio(lh?.tbtMs, refLh?.tbtMs, 0),
      CLS: lh ? lh.cls.toFixed(3) : "—",
      acessibilidade: lh ? String(lh.accessibility) : "—",
      "HTML (kB)": withRatio(kb(page.htmlBytes), ref && kb(ref.htmlBytes), 1),
      "HTML gzip (kB)": withRatio(kb(page.htmlGzipBytes), ref && kb(ref.htmlGzipBytes), 1),
      "JS inicial gzip (kB)": withRatio(page.firstLoadJsKb, ref?.firstLoadJsKb, 1),
    };
  };
  return [...pages.map((page) => row(page, bare)), row(bare, undefined)];
}

/** Requests per second of each page beside the same bytes served as a static file. */
export function loadRows(pages: PageFigures[]): FigureRow[] {
  return pages.map((page) => ({
    página: `${page.name} ${page.path}`,
    "req/s": String(page.rps),
    "req/s estático": String(page.staticRps),
    "÷ estático": ratio(page.rps, page.staticRps)?.toFixed(2) ?? "—",
    "arquivo estático": page.staticRef,
  }));
}
