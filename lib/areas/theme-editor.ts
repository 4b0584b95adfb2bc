import type { Theme } from "@/lib/admin/types";
import { DARK_TEXT, LIGHT_TEXT, readableText } from "@/lib/areas/theme-editor-contrast";

export const THEME_COLOR_FIELDS = [
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "backgroundColor",
  "textColor",
] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];
export type ThemeColors = Record<ThemeColorField, string>;

/** The globals.css variable each colour drives (product.md §9 theme in CSS variables). */
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

/** product.md §3 Theme: the header styles the editor offers. */
export const HEADER_STYLES = ["solid", "gradient", "transparent"] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

/** What the dashboard's editor changes (product.md §3 Theme minus logo and favicon). */
export type EditableTheme = ThemeColors & { borderRadius: string; headerStyle: HeaderStyle };

/** The border radius slider, in px (0 = square corners). */
export const RADIUS_PX = { min: 0, max: 24, step: 2 } as const;
const REM_PX = 16;

export function themeColors(theme: Theme): ThemeColors {
  return {
    primaryColor: theme.primaryColor,
    secondaryColor: theme.secondaryColor,
    accentColor: theme.accentColor,
    backgroundColor: theme.backgroundColor,
    textColor: theme.textColor,
  };
}

export function editableTheme(theme: Theme): EditableTheme {
  return { ...themeColors(theme), borderRadius: theme.borderRadius, headerStyle: theme.headerStyle };
}

/** '0.75rem' or '12px' as whole px inside the slider's range (the theme schema allows both units). */
export function radiusToPx(radius: string): number {
  const match = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(radius.trim());
  if (!match) return RADIUS_PX.min;
  const px = Number(match[1]) * (match[2] === "rem" ? REM_PX : 1);
  return Math.min(RADIUS_PX.max, Math.max(RADIUS_PX.min, Math.round(px)));
}

/** The slider's px as the theme stores it, in rem like the default ('12' -> '0.75rem'). */
export function pxToRadius(px: number): string {
  return `${Math.max(0, px) / REM_PX}rem`;
}

/**
 * Inline style that previews the theme on one element only, by overriding the theme's CSS variables;
 * each colour's text is picked to stay readable (WCAG AA) whatever the admin chooses.
 */
export function previewStyle(theme: EditableTheme): Record<string, string> {
  const style: Record<string, string> = {};
  for (const field of THEME_COLOR_FIELDS) {
    style[THEME_CSS_VARIABLE[field]] = theme[field];
  }
  style["--primary-foreground"] = readableText([theme.primaryColor]);
  style["--accent-foreground"] = readableText([theme.accentColor]);
  style["--secondary-foreground"] = readableText(
    [theme.secondaryColor],
    [theme.accentColor, DARK_TEXT, LIGHT_TEXT],
  );
  style["--radius"] = theme.borderRadius;
  return style;
}

/** The preview header's background and text for product.md §3's headerStyle. */
export function headerPreviewStyle(theme: EditableTheme): Record<string, string> {
  switch (theme.headerStyle) {
    case "solid":
      return { background: theme.primaryColor, color: readableText([theme.primaryColor]) };
    case "gradient":
      return {
        background: `linear-gradient(90deg, ${theme.primaryColor}, ${theme.accentColor})`,
        color: readableText([theme.primaryColor, theme.accentColor]),
      };
    case "transparent":
      return { background: "transparent", color: theme.textColor };
  }
}
