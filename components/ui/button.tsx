import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/**
 * A disabled button stays readable (AA): grey on grey (6.9:1) instead of a faded colour, so 'Finalizando...'
 * or a closed store's add button can still be read (opacity 50% left white on blue at 2.2:1). The grey fill,
 * not the text colour, is what says "disabled", ghost buttons included.
 */
const DISABLED_FILLED = "disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none";

/**
 * The base every button shares is one class, `ui-button` (app/globals.css, components layer): spelled out
 * as utilities it was about 400 bytes of HTML per button, and a page of product cards has dozens (product.md D12).
 * Utilities passed in `className` or by a variant still win: the components layer comes before them.
 */
export const buttonVariants = cva("ui-button", {
  variants: {
    variant: {
      default: `bg-primary text-primary-foreground shadow-sm hover:bg-accent ${DISABLED_FILLED}`,
      destructive: `bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 ${DISABLED_FILLED}`,
      outline: `border bg-background shadow-sm hover:bg-secondary hover:text-secondary-foreground ${DISABLED_FILLED}`,
      secondary: `bg-secondary text-secondary-foreground hover:bg-secondary/80 ${DISABLED_FILLED}`,
      ghost: `hover:bg-secondary hover:text-secondary-foreground ${DISABLED_FILLED}`,
      link: "text-primary underline-offset-4 hover:underline disabled:text-muted-foreground",
    },
    size: {
      default: "h-10 px-4 py-2",
      sm: "h-8 rounded-md px-3 text-xs",
      lg: "h-11 rounded-md px-6 text-base",
      icon: "size-10",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** Button; `asChild` renders the styles onto a child such as a Next.js Link. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
