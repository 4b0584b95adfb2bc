import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";

import { buttonVariants, type ButtonVariantProps } from "./button-variants";

export { buttonVariants };

export type ButtonProps = ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

/**
 * Button; `asChild` renders the styles onto a child such as a Next.js Link. Its base, variant and size are
 * components-layer classes, so the `className` utilities win with no tailwind-merge.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
