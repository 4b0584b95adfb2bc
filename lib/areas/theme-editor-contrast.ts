/** WCAG 2 contrast maths for the theme preview: the text on each colour is picked to stay readable. */

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** The two text colours the preview chooses from (white, or the grey-900 of the default theme). */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#111827";

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb' (0 black .. 1 white). */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio between two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first candidate readable (AA) on every background; when none is, the one with the best worst-case
 * contrast. A gradient header passes both of its ends.
 */
export function readableText(
  backgrounds: readonly string[],
  candidates: readonly string[] = [LIGHT_TEXT, DARK_TEXT],
): string {
  const worst = (text: string) =>
    Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
  const passing = candidates.find((text) => worst(text) >= MIN_TEXT_CONTRAST);
  if (passing) return passing;
  return candidates.reduce(
    (best, text) => (worst(text) > worst(best) ? text : best),
    candidates[0] ?? DARK_TEXT,
  );
}
