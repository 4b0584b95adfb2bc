import { INFO_PAGES } from "@/lib/info-pages";
import { productListHref } from "@/lib/store/product-list";

import { absoluteUrl, productPath, storePath } from "./urls";

/**
 * sitemap.xml (product.md §8): the home page, /para-empresas, every page of the product list (/produtos,
 * /produtos/2 ...), the institutional pages (termos, privacidade, ajuda), every public store and every product
 * of a public store. Hidden or suspended stores (and their products) are left out: they are not indexable
 * (lib/store/visibility.ts). URLs are absolute, as the sitemap protocol requires.
 *
 * A file holds at most 50,000 URLs (the protocol's limit) and at most SITEMAP_MAX_BYTES (urlsPerFile): past that,
 * /sitemap.xml is a sitemap index of /sitemaps/0.xml, /sitemaps/1.xml ..., each a slice of the same sequence (the
 * fixed pages, then the stores and products of public.mapa_do_site, read page after page by cursor). Pure: the
 * route handlers read the database and call these.
 */

export const SITEMAP_MAX_URLS = 50_000;
/**
 * A file's bytes at most: a route handler's response on Vercel is refused past 4.5 MB
 * (FUNCTION_RESPONSE_PAYLOAD_TOO_LARGE), and 50,000 addresses of this site take about 7 MB.
 */
export const SITEMAP_MAX_BYTES = 4 * 1024 * 1024;

export type SitemapEntry = {
  url: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/**
 * A store or product address of public.mapa_do_site; `since` is a store's created_at (null for a product): with the
 * kind and the id, the cursor the next read starts after.
 */
export type SitemapRow = { kind: "loja" | "produto"; id: string; since: string | null };

/** The pages that are always there: home, /para-empresas, the product list's pages, the institutional pages. */
export function fixedEntries(baseUrl: string, productListPages: number): SitemapEntry[] {
  return [
    { url: absoluteUrl("/", baseUrl), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/para-empresas", baseUrl), changeFrequency: "monthly", priority: 0.5 },
    ...Array.from({ length: productListPages }, (_, index) => ({
      url: absoluteUrl(productListHref(index + 1), baseUrl),
      changeFrequency: "daily" as const,
      priority: 0.7,
    })),
    ...INFO_PAGES.map((page) => ({
      url: absoluteUrl(page.href, baseUrl),
      changeFrequency: "yearly" as const,
      priority: 0.3,
    })),
  ];
}

export function rowEntry(baseUrl: string, row: SitemapRow): SitemapEntry {
  return row.kind === "loja"
    ? { url: absoluteUrl(storePath(row.id), baseUrl), changeFrequency: "daily", priority: 0.8 }
    : { url: absoluteUrl(productPath(row.id), baseUrl), changeFrequency: "weekly", priority: 0.6 };
}

/** How many sitemap files `urls` addresses take (at least 1). */
export function sitemapFiles(urls: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(urls / max));
}

/**
 * What file `file` (0-based) holds of the sequence: how many fixed pages from which, and which rows of
 * public.mapa_do_site (`rowsFrom`, `rowsTo` exclusive). Null for a file past the end.
 */
export function sitemapSlice(
  file: number,
  fixed: number,
  rows: number,
  max = SITEMAP_MAX_URLS,
): { fixedFrom: number; fixedTo: number; rowsFrom: number; rowsTo: number } | null {
  if (!Number.isInteger(file) || file < 0 || file >= sitemapFiles(fixed + rows, max)) return null;
  const start = file * max;
  const end = Math.min(start + max, fixed + rows);
  return {
    fixedFrom: Math.min(start, fixed),
    fixedTo: Math.min(end, fixed),
    rowsFrom: Math.max(0, start - fixed),
    rowsTo: Math.max(0, end - fixed),
  };
}

/**
 * Rows [from, to) of the sequence, read page after page: the first read skips `from` rows, each next one starts
 * after the last row of the previous (`read(after, skip)` answers at most `pageSize` rows; fewer means the end).
 */
export async function readSlice(
  from: number,
  to: number,
  pageSize: number,
  read: (after: SitemapRow | null, skip: number) => Promise<SitemapRow[]>,
): Promise<SitemapRow[]> {
  const rows: SitemapRow[] = [];
  let after: SitemapRow | null = null;
  while (rows.length < to - from) {
    const page = await read(after, after ? 0 : from);
    rows.push(...page.slice(0, to - from - rows.length));
    if (page.length < pageSize) break;
    after = page[page.length - 1]!;
  }
  return rows;
}

/** The address of sitemap file `file` behind the index. */
export function sitemapFileUrl(baseUrl: string, file: number): string {
  return absoluteUrl(`/sitemaps/${file}.xml`, baseUrl);
}

/** `0.xml` -> 0; anything else (`01.xml`, `a.xml`, `0`) -> null. */
export function parseSitemapFile(segment: string): number | null {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const urlXml = (entry: SitemapEntry) =>
  `<url>\n<loc>${escapeXml(entry.url)}</loc>\n<changefreq>${entry.changeFrequency}</changefreq>\n<priority>${entry.priority}</priority>\n</url>`;

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map(urlXml).join("\n")}\n</urlset>\n`;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;
const ANY_ID = "00000000-0000-0000-0000-000000000000";

/** The bytes of the longest address a file of `baseUrl` holds (a store's or a product's; ids are all as long). */
export function longestEntryBytes(baseUrl: string): number {
  return Math.max(
    ...(["loja", "produto"] as const).map((kind) =>
      bytes(urlXml(rowEntry(baseUrl, { kind, id: ANY_ID, since: null }))),
    ),
  );
}

/** How many addresses a file holds: 50,000, or fewer when that many would pass SITEMAP_MAX_BYTES. */
export function urlsPerFile(baseUrl: string, maxBytes = SITEMAP_MAX_BYTES): number {
  // each address and the newline after it, inside the envelope of an empty file
  const room = maxBytes - bytes(urlsetXml([]));
  return Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor(room / (longestEntryBytes(baseUrl) + 1))));
}

export function sitemapIndexXml(urls: readonly string[]): string {
  const items = urls.map((url) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
