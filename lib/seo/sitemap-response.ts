import "server-only";

import { getCatalogueCounts, getSitemapPage, SITEMAP_ROWS_PER_READ } from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { PRODUCTS_PER_PAGE, pageCount } from "@/lib/store/pagination";

import {
  fixedEntries,
  parseSitemapFile,
  readSlice,
  rowEntry,
  sitemapFiles,
  sitemapFileUrl,
  sitemapIndexXml,
  sitemapSlice,
  urlsetXml,
  urlsPerFile,
} from "./sitemap";

export { parseSitemapFile };

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8" };

async function sitemapFile(baseUrl: string, file: number): Promise<string | null> {
  const counts = await getCatalogueCounts();
  const fixed = fixedEntries(baseUrl, pageCount(counts.available, PRODUCTS_PER_PAGE));
  const slice = sitemapSlice(file, fixed.length, counts.stores + counts.products, urlsPerFile(baseUrl));
  if (!slice) return null;
  const rows = await readSlice(slice.rowsFrom, slice.rowsTo, SITEMAP_ROWS_PER_READ, getSitemapPage);
  return urlsetXml([
    ...fixed.slice(slice.fixedFrom, slice.fixedTo),
    ...rows.map((row) => rowEntry(baseUrl, row)),
  ]);
}

/** /sitemap.xml: every URL while they fit one file (urlsPerFile), else the index of /sitemaps/{n}.xml. */
export async function sitemapIndexResponse(): Promise<Response> {
  const baseUrl = siteUrl();
  const counts = await getCatalogueCounts();
  const fixed = fixedEntries(baseUrl, pageCount(counts.available, PRODUCTS_PER_PAGE)).length;
  const files = sitemapFiles(fixed + counts.stores + counts.products, urlsPerFile(baseUrl));
  const body =
    files === 1
      ? await sitemapFile(baseUrl, 0)
      : sitemapIndexXml(Array.from({ length: files }, (_, file) => sitemapFileUrl(baseUrl, file)));
  return new Response(body, { headers: XML_HEADERS });
}

/** /sitemaps/{file}.xml: one slice of the sequence; 404 past the end. */
export async function sitemapFileResponse(file: number | null): Promise<Response> {
  const body = file === null ? null : await sitemapFile(siteUrl(), file);
  return body === null
    ? new Response("Not Found", { status: 404 })
    : new Response(body, { headers: XML_HEADERS });
}
