import { describe, expect, it } from "vitest";

import {
  headerPreviewStyle,
  parseHexColor,
  previewStyle,
  pxToRadius,
  radiusToPx,
  type EditableTheme,
} from "@/lib/areas/theme-editor";
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableText } from "@/lib/areas/theme-editor-contrast";

const defaults: EditableTheme = {
  primaryColor: "#1E88E5",
  secondaryColor: "#E3F2FD",
  accentColor: "#0D47A1",
  backgroundColor: "#FFFFFF",
  textColor: "#1F2937",
  borderRadius: "0.75rem",
  headerStyle: "solid",
};

describe("typed theme colours", () => {
  it.each([
    ["#1E88E5", "#1e88e5"],
    ["1e88e5", "#1e88e5"],
    ["  #abcdef ", "#abcdef"],
    ["#abc", null],
    ["#1e88e", null],
    ["#1e88e5f", null],
    ["#gggggg", null],
    ["", null],
  ])("%j -> %j", (input, parsed) => {
    expect(parseHexColor(input)).toBe(parsed);
  });
});

describe("border radius (product.md §3 Theme)", () => {
  it.each([
    ["0.75rem", 12],
    ["12px", 12],
    ["0rem", 0],
    ["1.5rem", 24],
    ["3rem", 24],
    ["7px", 7],
    ["big", 0],
  ])("%j is %d px on the slider", (radius, px) => {
    expect(radiusToPx(radius)).toBe(px);
  });

  it.each([
    [12, "0.75rem"],
    [0, "0rem"],
    [10, "0.625rem"],
    [24, "1.5rem"],
  ])("%d px is stored as %j, a value the theme schema accepts", (px, radius) => {
    expect(pxToRadius(px)).toBe(radius);
    expect(radius).toMatch(/^\d+(\.\d+)?(rem|px)$/);
  });
});

describe("readable text on a theme colour (WCAG AA)", () => {
  it.each([
    ["#1E88E5", DARK_TEXT],
    ["#0D47A1", LIGHT_TEXT],
    ["#FFFFFF", DARK_TEXT],
    ["#000000", LIGHT_TEXT],
  ])("on %s the text is %s", (background, text) => {
    expect(readableText([background])).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1e88e5", "#ffffff")).toBeCloseTo(3.68, 2);
  });

  it("keeps the first readable candidate, else the best one", () => {
    expect(readableText(["#E3F2FD"], ["#0D47A1", DARK_TEXT])).toBe("#0D47A1");
    expect(readableText(["#808080"], ["#777777", "#ffffff"])).toBe("#ffffff");
  });
});

describe("preview style", () => {
  it("maps each colour onto its CSS variable, the radius onto --radius, with readable text colours", () => {
    expect(previewStyle(defaults)).toEqual({
      "--primary": "#1E88E5",
      "--secondary": "#E3F2FD",
      "--accent": "#0D47A1",
      "--background": "#FFFFFF",
      "--foreground": "#1F2937",
      "--primary-foreground": DARK_TEXT,
      "--accent-foreground": LIGHT_TEXT,
      "--secondary-foreground": "#0D47A1",
      "--radius": "0.75rem",
    });
  });

  it.each([
    ["solid", { background: "#1E88E5", color: DARK_TEXT }],
    // neither text reaches 4.5:1 on both ends: white has the better worst case
    ["gradient", { background: "linear-gradient(90deg, #1E88E5, #0D47A1)", color: LIGHT_TEXT }],
    ["transparent", { background: "transparent", color: "#1F2937" }],
  ] as const)("header style %s", (headerStyle, style) => {
    expect(headerPreviewStyle({ ...defaults, headerStyle })).toEqual(style);
  });
});
