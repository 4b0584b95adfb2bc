/**
 * The product.md D12 targets (pure): each page's figures against its target, and the figure tables with the
 * ratios to the bare Next.js page and to the same bytes served as a static file.
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

type Target = {
  meta: string;
  applies?: (page: PageFigures) => boolean;
  value: (page: PageFigures, bare: PageFigures) => number | undefined;
  met: (value: number) => boolean;
  show: (value: number) => string;
};

export const TARGETS: Target[] = [
  {
    meta: "desempenho Lighthouse ≥ 95",
    value: (p) => p.lighthouse?.performance,
    met: (v) => v >= 95,
    show: String,
  },
  {
    meta: "LCP ≤ 2,5 s",
    value: (p) => p.lighthouse?.lcpMs,
    met: (v) => v <= 2500,
    show: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    meta: "TBT ≤ 200 ms",
    value: (p) => p.lighthouse?.tbtMs,
    met: (v) => v <= 200,
    show: (v) => `${Math.round(v)} ms`,
  },
  { meta: "CLS ≤ 0,05", value: (p) => p.lighthouse?.cls, met: (v) => v <= 0.05, show: (v) => v.toFixed(3) },
  {
    meta: "JS inicial ≤ 1,25× a página mínima",
    value: (p, bare) => ratio(p.firstLoadJsKb, bare.firstLoadJsKb),
    met: (v) => v <= 1.25,
    show: (v) => `${v.toFixed(2)}×`,
  },
  {
    meta: "HTML da home ≤ 150 kB (sem compressão)",
    applies: (p) => p.path === "/",
    value: (p) => kb(p.htmlBytes),
    met: (v) => v <= 150,
    show: (v) => `${v.toFixed(1)} kB`,
  },
  {
    meta: "req/s ≥ 0,8× o mesmo HTML como arquivo estático",
    value: (p) => ratio(p.rps, p.staticRps),
    met: (v) => v >= 0.8,
    show: (v) => `${v.toFixed(2)}×`,
  },
];

export type TargetRow = { página: string; meta: string; medido: string; resultado: string };

export function evaluateTargets(pages: PageFigures[], bare: PageFigures): TargetRow[] {
  return pages.flatMap((page) =>
    TARGETS.filter((target) => target.applies?.(page) ?? true).map((target) => {
      const value = target.value(page, bare);
      const measured = value !== undefined && Number.isFinite(value);
      return {
        página: page.name,
        meta: target.meta,
        medido: measured ? target.show(value) : "—",
        resultado: !measured ? "não medida" : target.met(value) ? "atingida" : "NÃO atingida",
      };
    }),
  );
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
