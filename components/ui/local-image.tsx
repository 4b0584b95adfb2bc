import type { ComponentProps } from "react";

import { cx } from "@/lib/cx";

export type LocalImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "loading" | "fetchPriority"> & {
  /**
   * A picture under public/ (the catalogue's drawings are SVGs), an absolute http(s) URL (a store's photo in
   * Supabase Storage, allowed by the CSP's img-src) or a data: URL built on the server.
   */
  src: string;
  alt: string;
  /** Covers its positioned parent, which sets the size (like next/image's `fill`). */
  fill?: boolean;
  /** The page's largest picture (its LCP): fetched first and never lazy. */
  priority?: boolean;
};

/**
 * Every picture the app shows is a vector drawn by the repo (scripts/generate-images.mjs) or the Pix QR code:
 * a plain <img>. next/image cannot resize a vector, yet shipped its client component in every page's first
 * load (about 5 kB gzip) and routed the SVGs through /_next/image (product.md D12). Lazy and decoded off the main
 * thread unless it is the `priority` picture. An uploaded photo is served as stored (Supabase Storage).
 */
export function LocalImage({ fill = false, priority = false, className, alt, ...props }: LocalImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vectors: nothing for next/image to optimise (above)
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cx(fill && "ui-fill", className)}
      {...props}
    />
  );
}
