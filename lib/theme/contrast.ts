/** WCAG 2.x contrast (relative luminance) for the site's theme: which text goes on each colour, and which pairs fail. */

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** The two text colours the theme puts on its brand colours (white, or Tailwind's grey-900). */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#111827";

/**
 * The colours of app/globals.css the theme does not change, which still sit on its background and secondary
 * colour (tests/theme/contrast.test.ts keeps them equal to the file's tokens).
 */
export const FIXED_COLOURS = {
  mutedForeground: "#4b5563",
  destructive: "#b91c1c",
  success: "#15803d",
  warning: "#b45309",
} as const;

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
 * contrast. Text that sits on two colours (the primary buttons turn accent on hover) passes both.
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

export type ThemeColours = {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
};

/** The text on the primary and accent colours: one colour, since buttons, the hero and banners use both. */
export function brandText(theme: Pick<ThemeColours, "primaryColor" | "accentColor">): string {
  return readableText([theme.primaryColor, theme.accentColor]);
}

/** The text on the secondary colour: the accent when it reads there (the selected category), else grey-900 or white. */
export function secondaryText(theme: Pick<ThemeColours, "secondaryColor" | "accentColor">): string {
  return readableText([theme.secondaryColor], [theme.accentColor, DARK_TEXT, LIGHT_TEXT]);
}

/** Every text/background pair the theme's colours make on the site; keys of adminTheme.pairs. */
export const CONTRAST_PAIRS = [
  "textOnBackground",
  "textOnPrimary",
  "textOnAccent",
  "textOnSecondary",
  "primaryOnBackground",
  "accentOnBackground",
  "mutedOnBackground",
  "mutedOnSecondary",
  "errorOnBackground",
  "successOnBackground",
  "warningOnBackground",
] as const;
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

function pairColours(theme: ThemeColours): Record<ContrastPair, [text: string, background: string]> {
  const onBrand = brandText(theme);
  const { backgroundColor: background, secondaryColor: secondary } = theme;
  return {
    textOnBackground: [theme.textColor, background],
    textOnPrimary: [onBrand, theme.primaryColor],
    textOnAccent: [onBrand, theme.accentColor],
    textOnSecondary: [secondaryText(theme), secondary],
    // prices, links and the wordmark are written in the primary colour, headings' highlights in the accent
    primaryOnBackground: [theme.primaryColor, background],
    accentOnBackground: [theme.accentColor, background],
    mutedOnBackground: [FIXED_COLOURS.mutedForeground, background],
    mutedOnSecondary: [FIXED_COLOURS.mutedForeground, secondary],
    errorOnBackground: [FIXED_COLOURS.destructive, background],
    successOnBackground: [FIXED_COLOURS.success, background],
    warningOnBackground: [FIXED_COLOURS.warning, background],
  };
}

export type ContrastIssue = { pair: ContrastPair; ratio: number; minimum: number };

/**
 * The pairs under WCAG AA (4.5:1 for normal text), in CONTRAST_PAIRS order; an empty list means the theme
 * keeps every text on the site readable.
 */
export function checkThemeContrast(theme: ThemeColours): ContrastIssue[] {
  const pairs = pairColours(theme);
  return CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(...pairs[pair]);
    return ratio >= MIN_TEXT_CONTRAST ? [] : [{ pair, ratio, minimum: MIN_TEXT_CONTRAST }];
  });
}

/** A ratio as the message shows it, one decimal rounded down: 4.47 reads 4,4, never a passing-looking 4,5. */
export function ratioText(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1).replace(".", ",");
}
