import { connection } from "next/server";

import { sitemapIndexResponse } from "@/lib/seo/sitemap-response";

/** sitemap.xml (lib/seo/sitemap.ts): every public URL, or once they pass one file the index of /sitemaps/{n}.xml. */
export async function GET() {
  // SITE_URL is read per request (lib/env.ts: one build serves any origin), not frozen at build time.
  await connection();
  return sitemapIndexResponse();
}
