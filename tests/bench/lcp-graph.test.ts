import { describe, expect, it } from "vitest";

import { describeLcpGraph, summarizeLcpGraph, type LcpGraphNode } from "@/bench/lcp-graph";

const net = (resourceType: string, transferSize: number, extra: Partial<LcpGraphNode> = {}): LcpGraphNode =>
  ({
    type: "network",
    resourceType,
    transferSize,
    mainDocument: false,
    ms: 100,
    ...extra,
  }) as LcpGraphNode;
const cpu = (ms: number): LcpGraphNode => ({ type: "cpu", ms });
const estimates = { estimateMs: 1248.4, optimisticMs: 1200, pessimisticMs: 1296.8, observedMs: 312.4 };

// the store page's median run of a bench: the document, the stylesheet, two early chunks, the first layout
const storeRun: LcpGraphNode[] = [
  net("Document", 20_180, { mainDocument: true, ms: 773 }),
  net("Stylesheet", 15_220),
  net("Script", 3_023),
  net("Script", 8_994),
  net("Image", 1_418),
  net("Other", 2_934),
  cpu(152.4),
  cpu(61.8),
];

describe("what Lighthouse's LCP estimate waited for", () => {
  it.each([
    ["the document, apart from the other requests", "documentBytes", 20_180],
    ["how long the document took in the replay", "documentMs", 773],
    ["the stylesheets", "stylesheets", { count: 1, bytes: 15_220 }],
    ["the scripts that had finished downloading", "scripts", { count: 2, bytes: 12_017 }],
    ["the images", "images", { count: 1, bytes: 1_418 }],
    ["the other requests (the icon sprite)", "others", { count: 1, bytes: 2_934 }],
    ["the main thread's time in the replay", "cpuMs", 214.2],
  ] as const)("counts %s", (_, key, expected) => {
    const summary = summarizeLcpGraph(storeRun, estimates);
    if (typeof expected === "number") expect(summary[key]).toBeCloseTo(expected, 6);
    else expect(summary[key]).toEqual(expected);
  });

  it("keeps the estimate and its optimistic and pessimistic halves as Lighthouse computed them", () => {
    expect(summarizeLcpGraph(storeRun, estimates)).toMatchObject(estimates);
  });

  it("counts nothing but the document for a page that painted before any other request ended", () => {
    const summary = summarizeLcpGraph(
      [net("Document", 2_225, { mainDocument: true, ms: 619 }), cpu(14)],
      estimates,
    );
    expect(summary).toMatchObject({
      documentBytes: 2_225,
      stylesheets: { count: 0, bytes: 0 },
      scripts: { count: 0, bytes: 0 },
      images: { count: 0, bytes: 0 },
      others: { count: 0, bytes: 0 },
      cpuMs: 14,
    });
  });

  it("writes a table row in Portuguese (sizes in kB with a decimal comma, whole milliseconds) with every run's estimate", () => {
    const median = summarizeLcpGraph(storeRun, estimates);
    const slower = summarizeLcpGraph([...storeRun, net("Script", 37_077)], {
      ...estimates,
      estimateMs: 1888.6,
      observedMs: 1251.7,
    });
    expect(describeLcpGraph("loja", { median, runs: [median, slower, median] })).toEqual({
      página: "loja",
      documento: "19,7 kB em 773 ms",
      CSS: "1, 14,9 kB",
      scripts: "2, 11,7 kB",
      imagens: "1, 1,4 kB",
      outros: "1, 2,9 kB",
      "CPU (4×)": "214 ms",
      "LCP estimado": "1.248 ms (otimista 1.200 ms, pessimista 1.297 ms)",
      "cada execução: LCP (scripts; pintura observada)":
        "1.248 ms (2; 312 ms) · 1.889 ms (3; 1.252 ms) · 1.248 ms (2; 312 ms)",
    });
  });

  it("says 0 for a kind the estimate did not hold", () => {
    const bare = summarizeLcpGraph([cpu(10)], estimates);
    const row = describeLcpGraph("página mínima", { median: bare, runs: [bare] });
    expect([row.CSS, row.scripts, row.imagens, row.outros]).toEqual(["0", "0", "0", "0"]);
  });
});
