"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Toast host; toasts are announced politely to screen readers by sonner. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}
