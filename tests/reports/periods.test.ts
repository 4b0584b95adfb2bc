import { describe, expect, it } from "vitest";

import { addDays, parseReportPeriod, periodRange, type ReportPeriod } from "@/lib/reports/periods";
import { pointLabel, shortDay, shortMonth } from "@/lib/reports/labels";

describe("the report period comes from the shareable ?periodo= value (product.md §9 report periods)", () => {
  it.each<[string | string[] | undefined, ReportPeriod]>([
    ["semana", "week"],
    ["mes", "month"],
    ["trimestre", "quarter"],
    ["ano", "year"],
    [undefined, "month"],
    ["", "month"],
    ["week", "month"],
    ["SEMANA", "month"],
    [["semana", "ano"], "month"],
  ])("%j reads as %s", (value, period) => {
    expect(parseReportPeriod(value)).toBe(period);
  });
});

describe("each period ends on the report's last day and covers its length in days", () => {
  it.each<[ReportPeriod, string, string]>([
    ["week", "2026-11-21", "2026-11-15"],
    ["month", "2026-11-21", "2026-10-23"],
    ["quarter", "2026-11-21", "2026-08-24"],
    ["year", "2026-11-21", "2025-11-22"],
    ["week", "2026-03-03", "2026-02-25"],
    ["week", "2028-03-03", "2028-02-26"], // leap year
  ])("%s ending %s starts %s", (period, end, start) => {
    expect(periodRange(period, end)).toEqual({ start, end });
  });

  it("counts calendar days across a month and a year end", () => {
    expect(addDays("2026-10-30", 3)).toBe("2026-11-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("chart labels are pt-BR calendar labels of the São Paulo day", () => {
  it.each([
    ["2026-11-21", "21/11"],
    ["2026-01-01", "01/01"],
  ])("day %s reads %s", (date, label) => {
    expect(shortDay(date)).toBe(label);
  });

  it("a month reads as its short name and two-digit year", () => {
    expect(shortMonth("2026-11-21")).toBe("nov/26");
    expect(pointLabel({ start: "2026-02-01" }, "month")).toBe("fev/26");
    expect(pointLabel({ start: "2026-11-15" }, "week")).toBe("15/11");
  });
});
