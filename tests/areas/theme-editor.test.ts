import { describe, expect, it } from "vitest";

import { parseHexColor, previewStyle, type ThemeColors } from "@/lib/areas/theme-editor";

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

describe("preview style", () => {
  it("maps each theme colour onto its CSS variable", () => {
    const colors: ThemeColors = {
      primaryColor: "#111111",
      secondaryColor: "#222222",
      accentColor: "#333333",
      backgroundColor: "#444444",
      textColor: "#555555",
    };
    expect(previewStyle(colors)).toEqual({
      "--primary": "#111111",
      "--secondary": "#222222",
      "--accent": "#333333",
      "--background": "#444444",
      "--foreground": "#555555",
    });
  });
});
