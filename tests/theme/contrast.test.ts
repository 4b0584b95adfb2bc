import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { defaultTheme } from "@/fixtures/theme";
import {
  brandText,
  checkThemeContrast,
  contrastRatio,
  DARK_TEXT,
  FIXED_COLOURS,
  LIGHT_TEXT,
  ratioText,
  readableText,
  secondaryText,
  type ContrastPair,
} from "@/lib/theme/contrast";

const defaults = {
  primaryColor: defaultTheme.primaryColor,
  secondaryColor: defaultTheme.secondaryColor,
  accentColor: defaultTheme.accentColor,
  backgroundColor: defaultTheme.backgroundColor,
  textColor: defaultTheme.textColor,
};

describe("contrast ratio (WCAG 2.x relative luminance)", () => {
  it.each([
    ["#ffffff", "#000000", 21],
    ["#ffffff", "#ffffff", 1],
    ["#1e88e5", "#ffffff", 3.68],
    ["#1565c0", "#ffffff", 5.75],
  ])("%s on %s is %d:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  // grey on white around AA's 4.5:1
  it.each([
    ["#757575", 4.61, true],
    ["#767676", 4.54, true],
    ["#777777", 4.48, false],
  ])("%s text on white is %d:1: passes AA %s", (text, ratio, passes) => {
    expect(contrastRatio(text, "#ffffff")).toBeCloseTo(ratio, 2);
    const issues = checkThemeContrast({ ...defaults, textColor: text });
    expect(issues.some((issue) => issue.pair === "textOnBackground")).toBe(!passes);
  });

  it.each([
    [4.478, "4,4"],
    [4.5, "4,5"],
    [2.99, "2,9"],
    [21, "21,0"],
  ])("shows %d as %s:1, rounded down so a failing ratio never reads as the minimum", (ratio, text) => {
    expect(ratioText(ratio)).toBe(text);
  });
});

describe("checkThemeContrast: every pair the theme's colours make on the site", () => {
  it("passes the default theme (product.md §9's colours with the AA primary #1565C0)", () => {
    expect(checkThemeContrast(defaults)).toEqual([]);
  });

  it.each<[string, Partial<typeof defaults>, [ContrastPair, string][]]>([
    [
      "the specification's own primary #1E88E5",
      { primaryColor: "#1E88E5" },
      [
        ["textOnPrimary", "3,6"],
        ["primaryOnBackground", "3,6"],
      ],
    ],
    ["a light grey text", { textColor: "#999999" }, [["textOnBackground", "2,8"]]],
    [
      "a light blue primary (dark text would fail on the accent, which buttons turn on hover)",
      { primaryColor: "#90CAF9" },
      [
        ["textOnAccent", "2,0"],
        ["primaryOnBackground", "1,7"],
      ],
    ],
    [
      "a yellow accent",
      { accentColor: "#FFC107" },
      [
        ["textOnPrimary", "3,0"],
        ["accentOnBackground", "1,6"],
      ],
    ],
    [
      "a dark secondary (grey hints on selected choices)",
      { secondaryColor: "#0D47A1" },
      [["mutedOnSecondary", "1,1"]],
    ],
    ["an off-white background", { backgroundColor: "#F5F5F5" }, []],
    [
      "a grey background (the site's green and amber messages)",
      { backgroundColor: "#EEEEEE" },
      [
        ["successOnBackground", "4,3"],
        ["warningOnBackground", "4,3"],
      ],
    ],
  ])("%s names each failing pair with its ratio", (_label, change, expected) => {
    const issues = checkThemeContrast({ ...defaults, ...change });
    expect(issues.map(({ pair, ratio }) => [pair, ratioText(ratio)])).toEqual(expected);
    for (const issue of issues) {
      expect(issue.ratio).toBeLessThan(4.5);
      expect(issue.minimum).toBe(4.5);
    }
  });
});

describe("the text the theme puts on its colours", () => {
  it.each([
    [{ primaryColor: "#1565C0", accentColor: "#0D47A1" }, LIGHT_TEXT],
    [{ primaryColor: "#FFC107", accentColor: "#FFE082" }, DARK_TEXT],
  ])("on %j the brand text is %s", (colours, text) => {
    expect(brandText(colours)).toBe(text);
  });

  it("writes the accent on the secondary colour when it reads there, else grey-900 or white", () => {
    expect(secondaryText({ secondaryColor: "#E3F2FD", accentColor: "#0D47A1" })).toBe("#0D47A1");
    expect(secondaryText({ secondaryColor: "#E3F2FD", accentColor: "#90CAF9" })).toBe(DARK_TEXT);
    expect(secondaryText({ secondaryColor: "#0D47A1", accentColor: "#1565C0" })).toBe(LIGHT_TEXT);
  });

  it("keeps the first readable candidate, else the best one", () => {
    expect(readableText(["#E3F2FD"], ["#0D47A1", DARK_TEXT])).toBe("#0D47A1");
    expect(readableText(["#808080"], ["#777777", "#ffffff"])).toBe("#ffffff");
  });

  it("checks the colours app/globals.css keeps fixed with the values the file declares", () => {
    const css = readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");
    const token = (name: string) =>
      new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css)?.[1]?.toLowerCase();
    expect({
      mutedForeground: token("muted-foreground"),
      destructive: token("destructive"),
      success: token("success"),
      warning: token("warning"),
    }).toEqual(FIXED_COLOURS);
  });
});
