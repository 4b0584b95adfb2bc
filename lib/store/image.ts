/**
 * Whether next/image should skip the optimiser: vector pictures (the sample catalogue's SVGs) scale by
 * themselves, so resized copies would only repeat the same bytes under many URLs and bloat the srcset.
 * Remote URLs (an admin may paste one for a category) are shown as they are too.
 */
export function skipOptimizer(src: string): boolean {
  return !src.startsWith("/") || /\.svg$/i.test(src);
}
