import type { ComponentProps } from "react";

import { cx } from "@/lib/cx";

/**
 * The base every badge shares is one class, `ui-badge` (app/globals.css, components layer), like the
 * buttons' `ui-button`: a page of cards carries dozens of badges (product.md D12). Its variants are components-layer
 * classes too (`ui-badge-success`…), so a `className` utility wins without tailwind-merge.
 */
const VARIANTS = {
  default: "ui-badge-default",
  secondary: "ui-badge-secondary",
  outline: "ui-badge-outline",
  destructive: "ui-badge-destructive",
  success: "ui-badge-success",
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

/** A badge's class names: the base and its variant (a lookup, not class-variance-authority). */
export function badgeVariants({ variant }: { variant?: BadgeVariant | null } = {}): string {
  return `ui-badge ${VARIANTS[variant ?? "default"]}`;
}

export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant | null };

/** Small status label. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cx(badgeVariants({ variant }), className)} {...props} />;
}
