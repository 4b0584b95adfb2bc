/**
 * Reading a Lighthouse result (pure): the five figures the bench reports, the median of several runs,
 * and what costs the most (audits with savings, the LCP element and its phases, the heaviest scripts).
 * The types are the subset of Lighthouse's `Result` read here, so tests can pass plain objects.
 */
export type LhrAudit = {
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Partial<Record<string, number>>;
  details?: unknown;
};
export type Lhr = {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<string, LhrAudit | undefined>;
  /** how fast the machine ran a fixed workload during the run: low means slow or busy, so noisy figures */
  environment?: { benchmarkIndex?: number };
};

export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
};

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

export function lighthouseFigures(lhr: Lhr): LighthouseFigures {
  return {
    performance: score(lhr, "performance"),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: Number(numeric(lhr, "cumulative-layout-shift").toFixed(3)),
    accessibility: score(lhr, "accessibility"),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("mediana de nenhum valor");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median over the runs (Lighthouse varies run to run, each metric on its own). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    accessibility: of("accessibility"),
  };
}

/** The run whose performance score is the median: the one whose audits are shown. */
export function medianRunIndex(runs: LighthouseFigures[]): number {
  const order = runs.map((run, index) => ({ index, performance: run.performance }));
  order.sort((a, b) => a.performance - b.performance);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

export type CostRow = {
  auditoria: string;
  valor: string;
  "economia LCP (ms)": number;
  "economia TBT (ms)": number;
  "economia FCP (ms)": number;
};

const UNSCORED = new Set(["notApplicable", "manual", "error", "informative"]);

/** Performance audits that fail or estimate savings, the largest savings (LCP + TBT + FCP) first. */
export function topCosts(lhr: Lhr, limit = 6): CostRow[] {
  // weighted refs are the metrics themselves (LCP, TBT...); the rest are opportunities and diagnostics
  const ids = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0)
    .map((r) => r.id);
  const rows = ids.flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit) return [];
    const saved = (metric: string) => Math.round(audit.metricSavings?.[metric] ?? 0);
    const total = saved("LCP") + saved("TBT") + saved("FCP");
    const failing = audit.score !== null && audit.score < 0.9 && !UNSCORED.has(audit.scoreDisplayMode ?? "");
    if (total === 0 && !failing) return [];
    const row: CostRow = {
      auditoria: id,
      valor: audit.displayValue || audit.title,
      "economia LCP (ms)": saved("LCP"),
      "economia TBT (ms)": saved("TBT"),
      "economia FCP (ms)": saved("FCP"),
    };
    return [{ row, total, score: audit.score ?? 1 }];
  });
  rows.sort((a, b) => b.total - a.total || a.score - b.score);
  return rows.slice(0, limit).map(({ row }) => row);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const items = (value: unknown): unknown[] =>
  isRecord(value) && Array.isArray(value.items) ? value.items : [];

/** The LCP the unthrottled load painted (the `metrics` audit's observed figure), NaN when the run has none. */
export function observedLcp(lhr: Lhr): number {
  const [observed] = items(lhr.audits.metrics?.details);
  return isRecord(observed) && typeof observed.observedLargestContentfulPaint === "number"
    ? observed.observedLargestContentfulPaint
    : Number.NaN;
}

export type LcpBreakdown = { element: string; phases: string };

/** The LCP element and its phases (time to first byte, load delay, load time, render delay). */
export function lcpBreakdown(lhr: Lhr): LcpBreakdown | undefined {
  const parts = items(lhr.audits["lcp-breakdown-insight"]?.details);
  const node = parts.find((part) => isRecord(part) && part.type === "node");
  const table = parts.find((part) => isRecord(part) && part.type === "table");
  if (!isRecord(node)) return undefined;
  const phases = items(table).flatMap((phase) =>
    isRecord(phase) && typeof phase.duration === "number"
      ? [`${String(phase.label ?? phase.subpart)} ${Math.round(phase.duration)} ms`]
      : [],
  );
  return {
    element: `${String(node.selector ?? "")} “${String(node.nodeLabel ?? node.snippet ?? "")}”`,
    phases: phases.join(", "),
  };
}

export type ScriptRow = { script: string; "total (ms)": number; "execução (ms)": number };

/** The scripts with the most main-thread time (bootup-time), the heaviest first. */
export function costliestScripts(lhr: Lhr, limit = 3): ScriptRow[] {
  return items(lhr.audits["bootup-time"]?.details)
    .flatMap((item) =>
      isRecord(item) && typeof item.total === "number"
        ? [
            {
              script: String(item.url),
              "total (ms)": Math.round(item.total),
              "execução (ms)": Math.round(typeof item.scripting === "number" ? item.scripting : 0),
            },
          ]
        : [],
    )
    .sort((a, b) => b["total (ms)"] - a["total (ms)"])
    .slice(0, limit);
}
