import type { Theme } from "@/lib/admin/types";
import type { ThemeColours } from "@/lib/theme/contrast";

/** The colours of product.md §3 Theme, in the order the editor shows them. */
export const THEME_COLOR_FIELDS = [
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "backgroundColor",
  "textColor",
] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];

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

/** product.md §3 Theme: the header styles the editor offers (they style the banner at the top of every page). */
export const HEADER_STYLES = ["solid", "gradient", "transparent"] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

/** What the editor of /admin/layout changes (product.md §3 Theme minus logo and favicon). */
export type EditableTheme = ThemeColours & { borderRadius: string; headerStyle: HeaderStyle };

/** The border radius slider, in px (0 = square corners). */
export const RADIUS_PX = { min: 0, max: 24, step: 2 } as const;
const REM_PX = 16;

export function editableTheme(theme: Theme): EditableTheme {
  return {
    primaryColor: theme.primaryColor,
    secondaryColor: theme.secondaryColor,
    accentColor: theme.accentColor,
    backgroundColor: theme.backgroundColor,
    textColor: theme.textColor,
    borderRadius: theme.borderRadius,
    headerStyle: theme.headerStyle,
  };
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
