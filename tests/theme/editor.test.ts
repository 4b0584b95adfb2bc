import { describe, expect, it } from "vitest";

import { defaultTheme } from "@/fixtures/theme";
import { themeVariables } from "@/lib/theme/css";
import { editableTheme, parseHexColor, pxToRadius, radiusToPx } from "@/lib/theme/editor";
import { validateTheme } from "@/lib/theme/theme-form";

const defaults = editableTheme(defaultTheme);

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
  ])("%d px is stored as %j, a value the theme accepts", (px, radius) => {
    expect(pxToRadius(px)).toBe(radius);
    expect(validateTheme({ ...defaults, borderRadius: radius }).ok).toBe(true);
  });
});

describe("the theme as the site's CSS variables", () => {
  it("maps the default theme onto app/globals.css's variables, white text on the brand colours", () => {
    expect(themeVariables(defaults)).toEqual({
      "--primary": "#1565C0",
      "--primary-foreground": "#ffffff",
      "--secondary": "#E3F2FD",
      "--secondary-foreground": "#0D47A1",
      "--accent": "#0D47A1",
      "--accent-foreground": "#ffffff",
      "--background": "#FFFFFF",
      "--foreground": "#1F2937",
      "--card": "#FFFFFF",
      "--card-foreground": "#1F2937",
      "--popover": "#FFFFFF",
      "--popover-foreground": "#1F2937",
      "--radius": "0.75rem",
    });
  });

  it("writes dark text on light brand colours", () => {
    const variables = themeVariables({ ...defaults, primaryColor: "#FFC107", accentColor: "#FFE082" });
    expect(variables["--primary-foreground"]).toBe("#111827");
    expect(variables["--accent-foreground"]).toBe("#111827");
  });
});

describe("validateTheme: what 'Salvar' accepts", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["a colour that is not #RRGGBB", { primaryColor: "azul" }, { primaryColor: "invalidHex" }],
    ["an unknown header style", { headerStyle: "floating" }, { headerStyle: "invalidHeaderStyle" }],
    ["a radius past the slider", { borderRadius: "2rem" }, { borderRadius: "invalidRadius" }],
    ["a radius in another unit", { borderRadius: "12em" }, { borderRadius: "invalidRadius" }],
  ])("refuses %s", (_label, change, fieldErrors) => {
    expect(validateTheme({ ...defaults, ...change })).toEqual({ ok: false, fieldErrors, contrast: [] });
  });

  it("refuses a faint pair with the pair and its ratio, and accepts the defaults", () => {
    const refused = validateTheme({ ...defaults, textColor: "#999999" });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.contrast.map((issue) => issue.pair)).toEqual(["textOnBackground"]);
    expect(validateTheme(defaults)).toEqual({ ok: true, theme: defaults });
  });
});
