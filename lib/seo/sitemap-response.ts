import "server-only";

import { getCatalogueCounts, getSitemapRows, SITEMAP_ROWS_PER_READ } from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { PRODUCTS_PER_PAGE, pageCount } from "@/lib/store/pagination";

import {
  fixedEntries,
  parseSitemapFile,
  readOffsets,
  rowEntry,
  sitemapFiles,
  sitemapFileUrl,
  sitemapIndexXml,
  sitemapSlice,
  urlsetXml,
} from "./sitemap";

export { parseSitemapFile };

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8" };

async function sitemapFile(baseUrl: string, file: number): Promise<string | null> {
  const counts = await getCatalogueCounts();
  const fixed = fixedEntries(baseUrl, pageCount(counts.available, PRODUCTS_PER_PAGE));
  const slice = sitemapSlice(file, fixed.length, counts.stores + counts.products);
  if (!slice) return null;
  const reads = await Promise.all(
    readOffsets(slice.rowsFrom, slice.rowsTo, SITEMAP_ROWS_PER_READ).map(async (offset) =>
      (await getSitemapRows(offset)).slice(0, slice.rowsTo - offset),
    ),
  );
  return urlsetXml([
    ...fixed.slice(slice.fixedFrom, slice.fixedTo),
    ...reads.flat().map((row) => rowEntry(baseUrl, row)),
  ]);
}

/** /sitemap.xml: every URL while they fit one file (50,000), else the index of /sitemaps/{n}.xml. */
export async function sitemapIndexResponse(): Promise<Response> {
  const baseUrl = siteUrl();
  const counts = await getCatalogueCounts();
  const fixed = fixedEntries(baseUrl, pageCount(counts.available, PRODUCTS_PER_PAGE)).length;
  const files = sitemapFiles(fixed + counts.stores + counts.products);
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
