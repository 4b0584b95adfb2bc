/**
 * Public paths of the storefront and their absolute form. Absolute URLs are needed wherever a crawler reads
 * them outside the page (sitemap, robots, JSON-LD); page metadata uses the paths and lets metadataBase resolve.
 */

export function storePath(companyId: string): string {
  return `/company/${encodeURIComponent(companyId)}`;
}

export function productPath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/** `path` resolved against the site origin, e.g. absoluteUrl("/cart", "https://a.com/") -> "https://a.com/cart". */
export function absoluteUrl(path: string, baseUrl: string): string {
  return new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`).toString();
}
