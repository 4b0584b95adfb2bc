import {
  AtSign,
  BadgeCheck,
  BarChart3,
  Bike,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  ClipboardList,
  Clock,
  Copy,
  Heart,
  Info,
  LayoutGrid,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Minus,
  Phone,
  Plus,
  Search,
  SearchX,
  Share2,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  Star,
  Store,
  TicketPercent,
  Trash2,
  Truck,
  UserRound,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The icons the storefront's pages draw (product.md D12): the ones every card repeats (25 inline cart icons were
 * 12.6 KB of the home's HTML), and every icon of the storefront's first load, so that lucide-react's runtime
 * stays out of the scripts a shopper's phone downloads first. They are drawn once in `public/icons.svg` and
 * referenced with `<use>` (components/ui/sprite-icon.tsx). lucide-react's icon component is a client component
 * ("use client"), so even an icon drawn by a server component shipped that runtime and its shapes in the page's
 * payload; the storefront draws none of them. The signed-in areas keep inline lucide-react icons.
 */
export const SPRITE_ICONS = {
  "shopping-cart": ShoppingCart,
  star: Star,
  clock: Clock,
  bike: Bike,
  check: Check,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  copy: Copy,
  heart: Heart,
  "layout-grid": LayoutGrid,
  "log-out": LogOut,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  minus: Minus,
  plus: Plus,
  search: Search,
  "share-2": Share2,
  "shopping-bag": ShoppingBag,
  store: Store,
  "ticket-percent": TicketPercent,
  "user-round": UserRound,
  wrench: Wrench,
  "at-sign": AtSign,
  "bar-chart": BarChart3,
  "circle-alert": CircleAlert,
  "clipboard-list": ClipboardList,
  info: Info,
  "message-circle": MessageCircle,
  phone: Phone,
  "search-x": SearchX,
  sparkles: Sparkles,
  truck: Truck,
  "badge-check": BadgeCheck,
  "trash-2": Trash2,
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
