import type { Theme } from "@/fixtures/schemas";

export const THEME_COLOR_FIELDS = [
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "backgroundColor",
  "textColor",
] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];
export type ThemeColors = Record<ThemeColorField, string>;

/** The globals.css variable each colour drives (spec 9 theme in CSS variables). */
export const THEME_CSS_VARIABLE: Record<ThemeColorField, string> = {
  primaryColor: "--primary",
  secondaryColor: "--secondary",
  accentColor: "--accent",
  backgroundColor: "--background",
  textColor: "--foreground",
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Accepts '#rrggbb' (as input type=color gives it); a typed value must be complete before it applies. */
export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** Normalises a typed colour: trims, adds a missing '#', lower-cases; null when it is not a full hex colour. */
export function parseHexColor(value: string): string | null {
  const trimmed = value.trim();
  const withHash = trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
  return isHexColor(withHash) ? withHash.toLowerCase() : null;
}

export function themeColors(theme: Theme): ThemeColors {
  return {
    primaryColor: theme.primaryColor,
    secondaryColor: theme.secondaryColor,
    accentColor: theme.accentColor,
    backgroundColor: theme.backgroundColor,
    textColor: theme.textColor,
  };
}

/** Inline style that previews the colours on one element only, by overriding the theme's CSS variables. */
export function previewStyle(colors: ThemeColors): Record<string, string> {
  const style: Record<string, string> = {};
  for (const field of THEME_COLOR_FIELDS) {
    style[THEME_CSS_VARIABLE[field]] = colors[field];
  }
  return style;
}
