"use client";

import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { toasterListening } from "./toast";

// sonner's rich colours fall under AA on their own tints (success 4.3:1, error 4.4:1, warning 3.1:1): the
// text takes the theme's tokens instead, 4.8:1 or more on the same backgrounds (product.md D12).
const readableRichColors = {
  "--success-text": "var(--success)",
  "--error-text": "var(--destructive)",
  "--info-text": "var(--primary)",
  "--warning-text": "var(--warning)",
} as CSSProperties;

/** Rendered after sonner's host: its effect runs once the host listens, then queued toasts show. */
function Listening() {
  useEffect(toasterListening, []);
  return null;
}

/** Toast host; toasts are announced politely to screen readers by sonner. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <>
      <Sonner
        position="top-right"
        richColors
        closeButton
        toastOptions={{ classNames: { toast: "font-sans" } }}
        style={{ ...readableRichColors, ...style }}
        {...props}
      />
      <Listening />
    </>
  );
}
