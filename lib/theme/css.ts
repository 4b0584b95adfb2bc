import { brandText, secondaryText } from "@/lib/theme/contrast";
import type { EditableTheme } from "@/lib/theme/editor";

/**
 * The theme as the CSS variables of app/globals.css: the root layout puts them on <html> for the whole site,
 * and the editor's preview on one element. Cards and popovers take the page's background and text; the
 * text on the brand colours is chosen to stay readable (lib/theme/contrast.ts).
 */
export function themeVariables(theme: EditableTheme): Record<`--${string}`, string> {
  const onBrand = brandText(theme);
  return {
    "--primary": theme.primaryColor,
    "--primary-foreground": onBrand,
    "--secondary": theme.secondaryColor,
    "--secondary-foreground": secondaryText(theme),
    "--accent": theme.accentColor,
    "--accent-foreground": onBrand,
    "--background": theme.backgroundColor,
    "--foreground": theme.textColor,
    "--card": theme.backgroundColor,
    "--card-foreground": theme.textColor,
    "--popover": theme.backgroundColor,
    "--popover-foreground": theme.textColor,
    "--radius": theme.borderRadius,
  };
}
