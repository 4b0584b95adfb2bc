import { connection } from "next/server";

import { parseSitemapFile, sitemapFileResponse } from "@/lib/seo/sitemap-response";

/** /sitemaps/{n}.xml: the n-th file of the sitemap's URLs (urlsPerFile; listed by /sitemap.xml once there are more). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  return sitemapFileResponse(parseSitemapFile((await params).file));
}
