import { describe, expect, it } from "vitest";

import { evaluateTargets, figureRows, loadRows, ratio, type PageFigures } from "@/bench/lighthouse-targets";

const bare: PageFigures = {
  name: "página mínima",
  path: "/",
  lighthouse: { performance: 100, lcpMs: 1000, tbtMs: 0, cls: 0, accessibility: 100 },
  htmlBytes: 4096,
  htmlGzipBytes: 1024,
  firstLoadJsKb: 100,
  rps: 2000,
  staticRps: 2500,
  staticRef: "o mesmo HTML",
};

const home: PageFigures = {
  name: "início",
  path: "/",
  lighthouse: { performance: 96, lcpMs: 2400, tbtMs: 150, cls: 0.01, accessibility: 100 },
  htmlBytes: 100 * 1024,
  htmlGzipBytes: 20 * 1024,
  firstLoadJsKb: 120,
  rps: 900,
  staticRps: 1000,
  staticRef: "o mesmo HTML",
};

const store: PageFigures = {
  ...home,
  name: "loja",
  path: "/company/x",
  lighthouse: { performance: 64, lcpMs: 2900, tbtMs: 16_130, cls: 0.06, accessibility: 98 },
  htmlBytes: 200 * 1024,
  firstLoadJsKb: 130,
  rps: 500,
};

const verdicts = (rows: ReturnType<typeof evaluateTargets>, page: string) =>
  Object.fromEntries(rows.filter((r) => r.página === page).map((r) => [r.meta, [r.medido, r.resultado]]));

describe("product.md D12 targets", () => {
  it("meets every target when the figures are within them, the home HTML included", () => {
    expect(verdicts(evaluateTargets([home], bare), "início")).toEqual({
      "desempenho Lighthouse ≥ 95": ["96", "atingida"],
      "LCP ≤ 2,5 s": ["2.40 s", "atingida"],
      "TBT ≤ 200 ms": ["150 ms", "atingida"],
      "CLS ≤ 0,05": ["0.010", "atingida"],
      "JS inicial ≤ 1,25× a página mínima": ["1.20×", "atingida"],
      "HTML da home ≤ 150 kB (sem compressão)": ["100.0 kB", "atingida"],
      "req/s ≥ 0,8× o mesmo HTML como arquivo estático": ["0.90×", "atingida"],
    });
  });

  it("misses each target past its limit, and holds the HTML limit to the home only", () => {
    expect(verdicts(evaluateTargets([store], bare), "loja")).toEqual({
      "desempenho Lighthouse ≥ 95": ["64", "NÃO atingida"],
      "LCP ≤ 2,5 s": ["2.90 s", "NÃO atingida"],
      "TBT ≤ 200 ms": ["16130 ms", "NÃO atingida"],
      "CLS ≤ 0,05": ["0.060", "NÃO atingida"],
      "JS inicial ≤ 1,25× a página mínima": ["1.30×", "NÃO atingida"],
      "req/s ≥ 0,8× o mesmo HTML como arquivo estático": ["0.50×", "NÃO atingida"],
    });
  });

  it.each([
    ["performance exactly 95", { performance: 95 }, "desempenho Lighthouse ≥ 95"],
    ["LCP exactly 2.5 s", { lcpMs: 2500 }, "LCP ≤ 2,5 s"],
    ["TBT exactly 200 ms", { tbtMs: 200 }, "TBT ≤ 200 ms"],
    ["CLS exactly 0.05", { cls: 0.05 }, "CLS ≤ 0,05"],
  ])("counts a figure on the limit as met (%s)", (_case, lighthouse, meta) => {
    const page = { ...store, lighthouse: { ...store.lighthouse!, ...lighthouse } };
    expect(evaluateTargets([page], bare).find((r) => r.meta === meta)?.resultado).toBe("atingida");
  });

  it("reports the Lighthouse targets as not measured when Chromium is missing", () => {
    const rows = evaluateTargets([{ ...home, lighthouse: undefined }], { ...bare, lighthouse: undefined });
    expect(rows.filter((r) => r.resultado === "não medida").map((r) => r.meta)).toEqual([
      "desempenho Lighthouse ≥ 95",
      "LCP ≤ 2,5 s",
      "TBT ≤ 200 ms",
      "CLS ≤ 0,05",
    ]);
    expect(rows.filter((r) => r.resultado === "não medida").every((r) => r.medido === "—")).toBe(true);
  });

  it("has no ratio against a zero or missing reference", () => {
    expect(ratio(10, 0)).toBeUndefined();
    expect(ratio(undefined, 5)).toBeUndefined();
    expect(ratio(10, 4)).toBe(2.5);
  });
});

describe("figure tables", () => {
  it("shows each app page's figure with its ratio to the bare page, and the bare page last without one", () => {
    const [row, bareRow] = figureRows([home], bare);
    expect(row).toMatchObject({
      página: "início /",
      desempenho: "96 (0.96×)",
      "LCP (s)": "2.40 (2.40×)",
      "TBT (ms)": "150", // the bare page blocks 0 ms: no ratio
      CLS: "0.010",
      "HTML (kB)": "100.0 (25.00×)",
      "HTML gzip (kB)": "20.0 (20.00×)",
      "JS inicial gzip (kB)": "120.0 (1.20×)",
    });
    expect(bareRow).toMatchObject({ página: "página mínima /", "JS inicial gzip (kB)": "100.0" });
  });

  it("puts requests per second beside the static file's", () => {
    expect(loadRows([home])).toEqual([
      {
        página: "início /",
        "req/s": "900",
        "req/s estático": "1000",
        "÷ estático": "0.90",
        "arquivo estático": "o mesmo HTML",
      },
    ]);
  });
});
