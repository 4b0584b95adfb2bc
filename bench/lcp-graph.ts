/**
 * What Lighthouse's LCP estimate waited for. With the default (simulated) throttling Lighthouse does not time
 * the paint it saw: it rebuilds the load as a graph (Lantern) of the requests and main-thread tasks that
 * ended before the LCP it observed on an unthrottled load, and replays that graph on 4G with a 4× slower CPU.
 * An async script whose download finished before that paint stays in the graph when its evaluation took
 * under 10 ms (Lantern prunes shorter tasks, so it cannot tell the script ran after the paint). On loopback
 * every chunk arrives within milliseconds, so what the estimate holds says more than the LCP figure itself:
 * this prints it for each page's median run.
 *
 * `summarizeLcpGraph` and `describeLcpGraph` are pure (tests/bench/lcp-graph.test.ts); `lcpGraph` reads
 * the graph with Lighthouse's own computed artifact (lighthouse is pinned, and this module is its LCP audit's
 * computation: the estimate it returns is the audit's value).
 */
import type { RunnerResult } from "lighthouse";

import { observedLcp } from "./lighthouse-figures";

export type LcpGraphNode =
  | {
      type: "network";
      resourceType: string;
      transferSize: number;
      mainDocument: boolean;
      ms: number;
    }
  | { type: "cpu"; ms: number };

export type LcpGraphEstimates = {
  estimateMs: number;
  optimisticMs: number;
  pessimisticMs: number;
  /** when the unthrottled load painted its LCP: the graph holds what ended before it */
  observedMs: number;
};

export type LcpGraphSummary = LcpGraphEstimates & {
  documentBytes: number;
  documentMs: number;
  stylesheets: { count: number; bytes: number };
  scripts: { count: number; bytes: number };
  images: { count: number; bytes: number };
  others: { count: number; bytes: number };
  /** simulated main-thread time (after the 4× slowdown) of the tasks in the graph */
  cpuMs: number;
};

const group = (nodes: LcpGraphNode[], match: (resourceType: string) => boolean) => {
  const picked = nodes.filter(
    (node): node is Extract<LcpGraphNode, { type: "network" }> =>
      node.type === "network" && !node.mainDocument && match(node.resourceType),
  );
  return { count: picked.length, bytes: picked.reduce((sum, node) => sum + node.transferSize, 0) };
};

const KNOWN = new Set(["Stylesheet", "Script", "Image"]);

/** The pessimistic graph's nodes (it holds every node of the optimistic one) summed by kind. */
export function summarizeLcpGraph(nodes: LcpGraphNode[], estimates: LcpGraphEstimates): LcpGraphSummary {
  const document = nodes.find(
    (node): node is Extract<LcpGraphNode, { type: "network" }> =>
      node.type === "network" && node.mainDocument,
  );
  return {
    ...estimates,
    documentBytes: document?.transferSize ?? 0,
    documentMs: document?.ms ?? 0,
    stylesheets: group(nodes, (type) => type === "Stylesheet"),
    scripts: group(nodes, (type) => type === "Script"),
    images: group(nodes, (type) => type === "Image"),
    others: group(nodes, (type) => !KNOWN.has(type)),
    cpuMs: nodes.reduce((sum, node) => (node.type === "cpu" ? sum + node.ms : sum), 0),
  };
}

/** Each run's graph in run order, and the one of the run whose performance is the median (its audits are shown). */
export type LcpGraphs = { median: LcpGraphSummary; runs: LcpGraphSummary[] };

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1).replace(".", ",")} kB`;
const ms = (value: number) => `${Math.round(value).toLocaleString("pt-BR")} ms`;
const counted = ({ count, bytes }: { count: number; bytes: number }) =>
  count ? `${count}, ${kB(bytes)}` : "0";

/**
 * One table row: what the median run's estimate held, by kind (transfer sizes: compressed bytes), and each run's
 * estimate with how many scripts it held and when the unthrottled load painted (the same page swings with how
 * many chunks beat that paint).
 */
export function describeLcpGraph(page: string, { median: summary, runs }: LcpGraphs): Record<string, string> {
  return {
    página: page,
    documento: `${kB(summary.documentBytes)} em ${ms(summary.documentMs)}`,
    CSS: counted(summary.stylesheets),
    scripts: counted(summary.scripts),
    imagens: counted(summary.images),
    outros: counted(summary.others),
    "CPU (4×)": ms(summary.cpuMs),
    "LCP estimado": `${ms(summary.estimateMs)} (otimista ${ms(summary.optimisticMs)}, pessimista ${ms(summary.pessimisticMs)})`,
    "cada execução: LCP (scripts; pintura observada)": runs
      .map((run) => `${ms(run.estimateMs)} (${run.scripts.count}; ${ms(run.observedMs)})`)
      .join(" · "),
  };
}

type NodeTiming = { startTime: number; endTime: number };
type LanternNode = {
  type: string;
  request?: { resourceType?: string; transferSize: number };
  isMainDocument?: () => boolean;
};
type LanternResult = {
  timing: number;
  optimisticEstimate: { timeInMs: number };
  pessimisticEstimate: { timeInMs: number; nodeTimings: Map<LanternNode, NodeTiming> };
};

/** Lighthouse's LCP estimate for one run, rebuilt from the run's trace and network log. */
export async function lcpGraph(result: RunnerResult): Promise<LcpGraphSummary> {
  const { LanternLargestContentfulPaint } =
    await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js");
  const { artifacts, lhr } = result;
  const computed = (await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
    },
    { computedCache: new Map() } as never,
  )) as unknown as LanternResult;
  const nodes = [...computed.pessimisticEstimate.nodeTimings.entries()].map(([node, timing]): LcpGraphNode =>
    node.type === "network" && node.request
      ? {
          type: "network",
          resourceType: node.request.resourceType ?? "Other",
          transferSize: node.request.transferSize,
          mainDocument: node.isMainDocument?.() ?? false,
          ms: timing.endTime - timing.startTime,
        }
      : { type: "cpu", ms: timing.endTime - timing.startTime },
  );
  return summarizeLcpGraph(nodes, {
    estimateMs: computed.timing,
    optimisticMs: computed.optimisticEstimate.timeInMs,
    pessimisticMs: computed.pessimisticEstimate.timeInMs,
    observedMs: observedLcp(lhr),
  });
}
