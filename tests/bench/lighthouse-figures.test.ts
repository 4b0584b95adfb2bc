import { describe, expect, it } from "vitest";

import {
  costliestScripts,
  lcpBreakdown,
  lighthouseFigures,
  median,
  medianFigures,
  medianRunIndex,
  observedLcp,
  topCosts,
  type Lhr,
  type LhrAudit,
} from "@/bench/lighthouse-figures";

const audit = (extra: Partial<LhrAudit>): LhrAudit => ({ title: "t", score: 1, ...extra });

const lhr: Lhr = {
  categories: {
    performance: {
      score: 0.64,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "bootup-time", weight: 0 },
        { id: "render-blocking-insight", weight: 0 },
        { id: "network-dependency-tree-insight", weight: 0 },
        { id: "font-display-insight", weight: 0 },
        { id: "third-parties-insight", weight: 0 },
        { id: "lcp-breakdown-insight", weight: 0 },
      ],
    },
    accessibility: { score: 0.987, auditRefs: [{ id: "color-contrast", weight: 7 }] },
  },
  audits: {
    "largest-contentful-paint": audit({ score: 0.8, numericValue: 2852.03 }),
    "total-blocking-time": audit({ score: 0, numericValue: 16127.5 }),
    "cumulative-layout-shift": audit({ numericValue: 0.00012 }),
    "color-contrast": audit({ score: 0 }),
    "bootup-time": audit({
      score: 0,
      displayValue: "14.3 s",
      metricSavings: { TBT: 12850 },
      details: {
        items: [
          { url: "https://x/small.js", total: 231.4, scripting: 72.2 },
          { url: "https://x/big.js", total: 15328.2, scripting: 13042.9 },
        ],
      },
    }),
    "render-blocking-insight": audit({
      score: 0.5,
      scoreDisplayMode: "metricSavings",
      metricSavings: { FCP: 0 },
    }),
    "network-dependency-tree-insight": audit({ score: 0, scoreDisplayMode: "numeric", title: "Árvore" }),
    "font-display-insight": audit({ score: 1, metricSavings: { INP: 0 } }),
    "third-parties-insight": audit({ score: null, scoreDisplayMode: "notApplicable" }),
    "lcp-breakdown-insight": audit({
      score: 1,
      details: {
        type: "list",
        items: [
          {
            type: "table",
            items: [
              { subpart: "timeToFirstByte", label: "Time to first byte", duration: 76.4 },
              { subpart: "elementRenderDelay", label: "Element render delay", duration: 647.3 },
            ],
          },
          { type: "node", selector: "section > p.mx-auto", nodeLabel: "Restaurantes, padarias" },
        ],
      },
    }),
  },
};

describe("reading a Lighthouse result", () => {
  it("takes the scores out of 100 and the metrics in ms, CLS to three places", () => {
    expect(lighthouseFigures(lhr)).toEqual({
      performance: 64,
      lcpMs: 2852,
      tbtMs: 16128,
      cls: 0,
      accessibility: 99,
    });
  });

  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])("takes the median of %j as %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("takes each figure's own median over three runs", () => {
    const runs = [
      { performance: 70, lcpMs: 3000, tbtMs: 100, cls: 0.1, accessibility: 100 },
      { performance: 90, lcpMs: 2000, tbtMs: 900, cls: 0, accessibility: 98 },
      { performance: 80, lcpMs: 2500, tbtMs: 300, cls: 0.02, accessibility: 100 },
    ];
    expect(medianFigures(runs)).toEqual({
      performance: 80,
      lcpMs: 2500,
      tbtMs: 300,
      cls: 0.02,
      accessibility: 100,
    });
    expect(medianRunIndex(runs)).toBe(2);
  });

  it("lists failing or saving performance audits, largest savings first, never the metrics or a11y", () => {
    expect(topCosts(lhr).map((row) => [row.auditoria, row.valor, row["economia TBT (ms)"]])).toEqual([
      ["bootup-time", "14.3 s", 12850],
      ["network-dependency-tree-insight", "Árvore", 0],
      ["render-blocking-insight", "t", 0],
    ]);
  });

  it("names the LCP element and its phases", () => {
    expect(lcpBreakdown(lhr)).toEqual({
      element: "section > p.mx-auto “Restaurantes, padarias”",
      phases: "Time to first byte 76 ms, Element render delay 647 ms",
    });
    expect(lcpBreakdown({ ...lhr, audits: {} })).toBeUndefined();
  });

  it.each([
    [
      "the paint the unthrottled load observed",
      { metrics: audit({ details: { items: [{ observedLargestContentfulPaint: 1251.7 }] } }) },
      1251.7,
    ],
    ["nothing when the run has no metrics audit", {}, Number.NaN],
    [
      "nothing when the metrics audit has no items",
      { metrics: audit({ details: { items: [] } }) },
      Number.NaN,
    ],
  ])("reads %s", (_, audits, expected) => {
    expect(observedLcp({ ...lhr, audits })).toBe(expected);
  });

  it("orders scripts by main-thread time", () => {
    expect(costliestScripts(lhr, 1)).toEqual([
      { script: "https://x/big.js", "total (ms)": 15328, "execução (ms)": 13043 },
    ]);
  });
});
