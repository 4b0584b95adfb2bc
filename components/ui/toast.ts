import type { ExternalToast } from "sonner";
import type { ReactNode } from "react";

/**
 * Toasts without sonner in the first load (product.md D12): `toast.success(...)` and friends have sonner's shape,
 * but sonner's code (and the toaster that draws it, components/ui/lazy-toaster.tsx) loads with the first
 * toast a page asks for. Each call returns its id at once (its own, since sonner's comes later), so
 * `toast.dismiss(id)` works as with sonner. Everything shows in order once a toaster is listening.
 */
type Kind = "success" | "error" | "info";
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let markHostReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => {
  markHostReady = resolve;
});
const hostWanted = new Set<() => void>();
let counter = 0;

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** Called by a mounted Toaster once it listens: queued toasts show from then on. */
export function toasterListening(): void {
  markHostReady();
}

/** Lets the lazy toaster hear that a toast is waiting for it; returns the unsubscribe. */
export function onToasterWanted(listener: () => void): () => void {
  hostWanted.add(listener);
  return () => hostWanted.delete(listener);
}

function show(kind: Kind, message: ReactNode, options?: ExternalToast): string | number {
  const id = options?.id ?? `toast-${++counter}`;
  for (const listener of hostWanted) listener();
  void Promise.all([loadSonner(), hostReady]).then(([{ toast }]) => toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show("success", message, options),
  error: (message: ReactNode, options?: ExternalToast) => show("error", message, options),
  info: (message: ReactNode, options?: ExternalToast) => show("info", message, options),
  dismiss: (id?: string | number) => {
    void loadSonner().then(({ toast }) => toast.dismiss(id));
  },
};
