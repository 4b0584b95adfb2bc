import { cx } from "@/lib/cx";

/**
 * A disabled button stays readable (AA): grey on grey (6.9:1) instead of a faded colour, so 'Finalizando...'
 * or a closed store's add button can still be read (opacity 50% left white on blue at 2.2:1). The grey fill,
 * not the text colour, is what says "disabled", ghost buttons included.
 */
const DISABLED_FILLED = "disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none";

/**
 * The base every button shares is one class, `ui-button` (app/globals.css, components layer): spelled out
 * as utilities it was about 400 bytes of HTML per button, and a page of product cards has dozens (product.md D12).
 * The sizes are components-layer classes too (`ui-button-sm`…), so a `className` utility such as `size-9` or
 * `px-3` beats them without tailwind-merge. Utilities passed in `className` or by a variant still win.
 * A lookup, not class-variance-authority: one module less in every page's first load.
 */
const VARIANTS = {
  default: `bg-primary text-primary-foreground shadow-sm hover:bg-accent ${DISABLED_FILLED}`,
  // the call-to-action colour on the primary band (search, newsletter)
  accent: `bg-accent text-primary-foreground shadow-sm hover:bg-accent/90 ${DISABLED_FILLED}`,
  destructive: `bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 ${DISABLED_FILLED}`,
  outline: `border bg-background shadow-sm hover:bg-secondary hover:text-secondary-foreground ${DISABLED_FILLED}`,
  secondary: `bg-secondary text-secondary-foreground hover:bg-secondary/80 ${DISABLED_FILLED}`,
  ghost: `hover:bg-secondary hover:text-secondary-foreground ${DISABLED_FILLED}`,
  link: "text-primary underline-offset-4 hover:underline disabled:text-muted-foreground",
} as const;

const SIZES = {
  default: "ui-button-md",
  sm: "ui-button-sm",
  lg: "ui-button-lg",
  icon: "ui-button-icon",
} as const;

export type ButtonVariantProps = {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
};

/** The class names of a button (or a link styled as one): base, variant, size, then `className`. */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return cx("ui-button", VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}
