import { Bike, Clock, ShoppingCart, Star, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The icons a storefront page repeats on every card (issue 12: 25 inline cart icons were 12.6 KB of the
 * home's HTML). They are drawn once in `public/icons.svg` and referenced with `<use>` (components/ui/
 * sprite-icon.tsx); everything else stays an inline lucide-react icon.
 */
export const SPRITE_ICONS = {
  "shopping-cart": ShoppingCart,
  star: Star,
  clock: Clock,
  bike: Bike,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

/** The sprite's text: one `<symbol>` per icon with the shapes lucide-react draws for it. */
export function iconSprite(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(([name, Icon]) => {
    const markup = renderToStaticMarkup(createElement(Icon));
    const shapes = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `  <symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
