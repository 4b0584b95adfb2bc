import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/**
 * Text input; pair it with <Label htmlFor> and set aria-invalid when its value is rejected. Its look is one
 * components-layer class, `ui-input` (app/globals.css), so every field carries ~20 bytes instead of ~400.
 */
export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn("ui-input", className)} {...props} />;
}
