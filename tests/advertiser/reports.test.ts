import { describe, expect, it } from "vitest";

import { dayLabel, periodReportOf } from "@/lib/advertiser/reports";

describe("a report period as public.relatorio_anunciante answers it", () => {
  it("keeps the database's totals and days, and derives CTR and CPC", () => {
    const report = periodReportOf("week", {
      de: "2026-11-20",
      ate: "2026-11-26",
      impressoes: 1500,
      cliques: "50",
      gasto: "25.50",
      dias: [{ dia: "2026-11-26", impressoes: 1500, cliques: 50, gasto: 25.5 }],
    });
    expect(report).toEqual({
      period: "week",
      from: "2026-11-20",
      to: "2026-11-26",
      metrics: { impressions: 1500, clicks: 50, spent: 25.5, ctr: 3.33, cpc: 0.51 },
      days: [{ date: "2026-11-26", impressions: 1500, clicks: 50 }],
    });
  });

  it("refuses an answer of another shape instead of showing wrong numbers", () => {
    expect(() => periodReportOf("week", { de: "2026-11-20" })).toThrow();
  });

  it("labels a day dd/mm", () => {
    expect(dayLabel("2026-11-05")).toBe("05/11");
  });
});
