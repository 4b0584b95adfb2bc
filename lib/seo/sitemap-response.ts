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
  type SitemapEntry,
} from "./sitemap";

export { parseSitemapFile };

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8" };

/** What the sitemap holds for `baseUrl`: the fixed pages, how many store and product rows follow, a file's size. */
type SitemapPlan = { baseUrl: string; fixed: SitemapEntry[]; rows: number; perFile: number };

async function sitemapPlan(baseUrl: string): Promise<SitemapPlan> {
  const counts = await getCatalogueCounts();
  return {
    baseUrl,
    fixed: fixedEntries(baseUrl, pageCount(counts.available, PRODUCTS_PER_PAGE)),
    rows: counts.stores + counts.products,
    perFile: urlsPerFile(baseUrl),
  };
}

async function sitemapFile(plan: SitemapPlan, file: number): Promise<string | null> {
  const slice = sitemapSlice(file, plan.fixed.length, plan.rows, plan.perFile);
  if (!slice) return null;
  const rows = await readSlice(slice.rowsFrom, slice.rowsTo, SITEMAP_ROWS_PER_READ, getSitemapPage);
  return urlsetXml([
    ...plan.fixed.slice(slice.fixedFrom, slice.fixedTo),
    ...rows.map((row) => rowEntry(plan.baseUrl, row)),
  ]);
}

/** /sitemap.xml: every URL while they fit one file (urlsPerFile), else the index of /sitemaps/{n}.xml. */
export async function sitemapIndexResponse(): Promise<Response> {
  const plan = await sitemapPlan(siteUrl());
  const files = sitemapFiles(plan.fixed.length + plan.rows, plan.perFile);
  const body =
    files === 1
      ? await sitemapFile(plan, 0)
      : sitemapIndexXml(Array.from({ length: files }, (_, file) => sitemapFileUrl(plan.baseUrl, file)));
  return new Response(body, { headers: XML_HEADERS });
}

/** /sitemaps/{file}.xml: one slice of the sequence; 404 past the end. */
export async function sitemapFileResponse(file: number | null): Promise<Response> {
  const body = file === null ? null : await sitemapFile(await sitemapPlan(siteUrl()), file);
  return body === null
    ? new Response("Not Found", { status: 404 })
    : new Response(body, { headers: XML_HEADERS });
}
