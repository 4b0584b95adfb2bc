import { cx } from "@/lib/cx";

/**
 * The base every button shares is one class, `ui-button` (app/globals.css, components layer): spelled out
 * as utilities it was about 400 bytes of HTML per button, and a page of product cards has dozens (product.md D12).
 * Its variants and sizes are components-layer classes too (`ui-button-outline`, `ui-button-sm`…): a variant spelled
 * as utilities was another ~110 bytes per button, and as classes a `className` utility such as `bg-accent`,
 * `size-9` or `px-3` beats them without tailwind-merge. A disabled button turns grey on grey whatever its
 * variant or colours (the `.ui-button:disabled` rule).
 * A lookup, not class-variance-authority: one module less in every page's first load.
 */
const VARIANTS = {
  default: "ui-button-default",
  accent: "ui-button-accent",
  destructive: "ui-button-destructive",
  outline: "ui-button-outline",
  secondary: "ui-button-secondary",
  ghost: "ui-button-ghost",
  link: "ui-button-link",
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
