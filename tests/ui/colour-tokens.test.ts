import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { blend, contrastRatio, hexToRgb, type Rgb } from "@/tests/support/contrast";

// The :root colour tokens of app/globals.css, read from the file so a changed token is tested as shipped.
const css = readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");
const tokens = Object.fromEntries(
  [...css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, hex]) => [name!, hexToRgb(hex!)]),
);
function token(name: string): Rgb {
  const value = tokens[name];
  if (!value) throw new Error(`no --${name} in app/globals.css`);
  return value;
}
const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

// product.md D12: text at WCAG AA (4.5:1) on the backgrounds it really sits on; field borders and the switch
// track at 3:1 (WCAG 1.4.11). [what, foreground, background, minimum]
const pairs: Array<[string, () => Rgb, () => Rgb, number]> = [
  ["buttons, badges and the header banner", () => token("primary-foreground"), () => token("primary"), 4.5],
  [
    "the hero subtitle at 90% on the gradient's lighter end",
    () => blend(white, token("primary"), 0.9),
    () => token("primary"),
    4.5,
  ],
  [
    "the partner banner and the hero pill on accent",
    () => token("accent-foreground"),
    () => token("accent"),
    4.5,
  ],
  [
    "the selected category and 'Fechado' badge",
    () => token("secondary-foreground"),
    () => token("secondary"),
    4.5,
  ],
  ["prices and links", () => token("primary"), () => token("background"), 4.5],
  ["muted text on the page", () => token("muted-foreground"), () => token("background"), 4.5],
  [
    "muted text in the footer and disabled controls",
    () => token("muted-foreground"),
    () => token("muted"),
    4.5,
  ],
  ["muted text on a selected choice", () => token("muted-foreground"), () => token("secondary"), 4.5],
  ["error text", () => token("destructive"), () => token("background"), 4.5],
  [
    "error text in its tinted box (destructive/10)",
    () => token("destructive"),
    () => blend(token("destructive"), white, 0.1),
    4.5,
  ],
  [
    "a cancelled order's title (destructive/5)",
    () => token("destructive"),
    () => blend(token("destructive"), white, 0.05),
    4.5,
  ],
  [
    "the cart count and 'Cancelado' badge",
    () => token("destructive-foreground"),
    () => token("destructive"),
    4.5,
  ],
  ["'Aberto' and 'Entregue' badges", () => token("success-foreground"), () => token("success"), 4.5],
  ["free delivery text", () => token("success"), () => token("background"), 4.5],
  ["warning text", () => token("warning"), () => token("background"), 4.5],
  [
    "the closed overlay's label (background/95 over black/55 over the darkest photo)",
    () => token("foreground"),
    () => blend(token("background"), black, 0.95),
    4.5,
  ],
  // toasts (components/ui/sonner.tsx): the theme's colours on sonner's own rich-colour tints
  ["a success toast", () => token("success"), () => hexToRgb("#ecfdf3"), 4.5],
  ["an error toast", () => token("destructive"), () => hexToRgb("#fff0f0"), 4.5],
  ["an info toast", () => token("primary"), () => hexToRgb("#f0f8ff"), 4.5],
  ["a warning toast", () => token("warning"), () => hexToRgb("#fffcf0"), 4.5],
  ["field borders on the page", () => token("input"), () => token("background"), 3],
  ["field borders on muted panels", () => token("input"), () => token("muted"), 3],
  ["the switch thumb on its off track", () => token("background"), () => token("input"), 3],
];

describe("colour tokens meet WCAG AA on their real backgrounds (product.md D12)", () => {
  it.each(pairs)("%s", (_what, foreground, background, minimum) => {
    expect(contrastRatio(foreground(), background())).toBeGreaterThanOrEqual(minimum);
  });

  it("computes the reference ratios (black on white 21:1, white on #1565c0 5.75:1)", () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, hexToRgb("#1565c0"))).toBeCloseTo(5.75, 2);
  });
});
