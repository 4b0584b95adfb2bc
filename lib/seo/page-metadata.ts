import type { Metadata } from "next";

/**
 * Metadata of a public page: title (the root layout's template adds "| Vitrine"), description, canonical
 * path (made absolute by the root layout's metadataBase), Open Graph and Twitter card. The Open Graph
 * image comes from the route's opengraph-image file, and Next.js copies it into the Twitter card.
 * A child `openGraph` replaces the parent's whole object, so siteName and locale are repeated here.
 */

export const DESCRIPTION_MAX = 160;

/** Cuts at a word boundary so the description fits search snippets; adds an ellipsis when cut. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // The cut ends a word when the next character is a space; otherwise drop the partial word.
  const lastSpace = clean[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export type PageSeo = {
  title: string;
  description: string;
  /** Site-relative path, e.g. "/company/…"; it is also the canonical URL. */
  path: string;
  siteName: string;
  /** Pages that must stay out of search results (a suspended store). */
  noIndex?: boolean;
};

export function pageMetadata({ title, description, path, siteName, noIndex = false }: PageSeo): Metadata {
  const text = clampDescription(description);
  return {
    title,
    description: text,
    alternates: { canonical: path },
    openGraph: { type: "website", locale: "pt_BR", siteName, title, description: text, url: path },
    twitter: { card: "summary_large_image", title, description: text },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
