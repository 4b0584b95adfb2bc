import type { ComponentProps } from "react";

import { buttonVariants, type ButtonVariantProps } from "./button-variants";

export type PlainButtonProps = ComponentProps<"button"> & ButtonVariantProps;

/**
 * The Button of the storefront's client islands: same looks, no `asChild` and no tailwind-merge (8 kB gzip of
 * every storefront page's first load). Its `className` may override the size (a components-layer class) but
 * never a variant's colour utilities: pick a variant instead.
 */
export function PlainButton({ className, variant, size, type, ...props }: PlainButtonProps) {
  return (
    <button
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      type={type ?? "button"}
      {...props}
    />
  );
}
