import { describe, expect, it } from "vitest";

import { meets } from "@/bench/budgets";
import type { LighthouseFigures } from "@/bench/lighthouse-figures";
import {
  budgetChecks,
  budgetRows,
  figureRows,
  HOME_HTML_LIMIT_BYTES,
  loadRows,
  ratio,
  type PageFigures,
} from "@/bench/lighthouse-targets";

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

const checksOf = (pages: PageFigures[], reference = bare) =>
  Object.fromEntries(
    budgetRows(budgetChecks(pages, reference), (c) => meets(c.value, c.limit, c.kind)).map((row) => [
      `${row.página}: ${row.meta}`,
      [row.medido, row.limite, row["×"], row.resultado],
    ]),
  );

describe("issue 24 budgets, each against the bare page of the same run", () => {
  const reference: PageFigures = {
    ...bare,
    lighthouse: { performance: 92, lcpMs: 1600, tbtMs: 200, cls: 0, accessibility: 100 },
  };

  it("passes a home within every budget and prints each ratio to the bare page", () => {
    const page = {
      ...home,
      lighthouse: { performance: 90, lcpMs: 2000, tbtMs: 250, cls: 0.01, accessibility: 100 },
      firstLoadJsKb: 110,
    };
    expect(checksOf([page], reference)).toEqual({
      "início: desempenho ≥ página mínima − 5": ["90", "≥ 87", "0.98×", "ok"],
      "início: LCP ≤ 1,5× página mínima": ["2000 ms", "≤ 2400 ms", "1.25×", "ok"],
      "início: TBT ≤ 1,5× página mínima": ["250 ms", "≤ 300 ms", "1.25×", "ok"],
      "início: CLS ≤ 0,05": ["0.010", "≤ 0.050", "—", "ok"],
      "início: JS inicial ≤ 1,15× página mínima": ["110.0 kB", "≤ 115.0 kB", "1.10×", "ok"],
      "início: HTML da home ≤ 100 kB (sem compressão)": ["100.0 kB", "≤ 100.0 kB", "—", "ok"],
    });
  });

  it("fails a store page past each budget, and holds the HTML budget to the home only", () => {
    expect(checksOf([store], reference)).toEqual({
      "loja: desempenho ≥ página mínima − 5": ["64", "≥ 87", "0.70×", "FALHOU"],
      "loja: LCP ≤ 1,5× página mínima": ["2900 ms", "≤ 2400 ms", "1.81×", "FALHOU"],
      "loja: TBT ≤ 1,5× página mínima": ["16130 ms", "≤ 300 ms", "80.65×", "FALHOU"],
      "loja: CLS ≤ 0,05": ["0.060", "≤ 0.050", "—", "FALHOU"],
      "loja: JS inicial ≤ 1,15× página mínima": ["130.0 kB", "≤ 115.0 kB", "1.30×", "FALHOU"],
    });
  });

  it.each<
    [string, Omit<Partial<PageFigures>, "lighthouse"> & { lighthouse?: Partial<LighthouseFigures> }, string]
  >([
    ["performance exactly the bare page's − 5", { lighthouse: { performance: 87 } }, "desempenho"],
    ["LCP exactly 1.5×", { lighthouse: { lcpMs: 2400 } }, "LCP"],
    ["TBT exactly 1.5×", { lighthouse: { tbtMs: 300 } }, "TBT"],
    ["CLS exactly 0.05", { lighthouse: { cls: 0.05 } }, "CLS"],
    ["first-load JS exactly 1.15×", { firstLoadJsKb: 115 }, "JS inicial"],
    ["HTML exactly 100 kB", { htmlBytes: HOME_HTML_LIMIT_BYTES }, "HTML"],
  ])("counts a figure on the limit as met, and one step past it as missed (%s)", (_case, change, meta) => {
    const page = {
      ...store,
      ...change,
      path: "/",
      lighthouse: { ...store.lighthouse!, ...change.lighthouse },
    };
    const found = budgetChecks([page], reference).find((c) => c.meta.startsWith(meta))!;
    expect(meets(found.value, found.limit, found.kind)).toBe(true);
    expect(meets(found.value + (found.kind === "max" ? 1 : -1), found.limit, found.kind)).toBe(false);
  });

  it("moves the limits with the bare page: the same home fails beside a faster bare page", () => {
    const page = { ...home, lighthouse: { ...home.lighthouse!, lcpMs: 2000 } };
    const faster = { ...reference, lighthouse: { ...reference.lighthouse!, lcpMs: 1000 } };
    expect(checksOf([page], reference)["início: LCP ≤ 1,5× página mínima"]?.[3]).toBe("ok");
    expect(checksOf([page], faster)["início: LCP ≤ 1,5× página mínima"]?.[3]).toBe("FALHOU");
  });

  it("asks a page to block nothing when the bare page blocks nothing", () => {
    const zero = { ...reference, lighthouse: { ...reference.lighthouse!, tbtMs: 0 } };
    const blocking = { ...home, lighthouse: { ...home.lighthouse!, tbtMs: 10 } };
    const idle = { ...home, lighthouse: { ...home.lighthouse!, tbtMs: 0 } };
    expect(checksOf([blocking], zero)["início: TBT ≤ 1,5× página mínima"]?.[3]).toBe("FALHOU");
    expect(checksOf([idle], zero)["início: TBT ≤ 1,5× página mínima"]?.[3]).toBe("ok");
  });

  it("fails the Lighthouse budgets as not measured when Chromium is missing", () => {
    const checks = budgetChecks([{ ...home, lighthouse: undefined }], { ...bare, lighthouse: undefined });
    const unmeasured = checks.filter((c) => !Number.isFinite(c.value));
    expect(unmeasured.map((c) => c.meta)).toEqual([
      "desempenho ≥ página mínima − 5",
      "LCP ≤ 1,5× página mínima",
      "TBT ≤ 1,5× página mínima",
      "CLS ≤ 0,05",
    ]);
    expect(unmeasured.every((c) => !meets(c.value, c.limit, c.kind))).toBe(true);
    expect(budgetRows(unmeasured, () => false).every((row) => row.resultado === "não medida")).toBe(true);
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
