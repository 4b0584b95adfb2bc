import type { MetadataRoute } from "next";
import { connection } from "next/server";

import { storeVisibility } from "@/lib/store/visibility";
import { getCompanies, getProducts } from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { buildSitemap } from "@/lib/seo/sitemap";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // SITE_URL is read per request (lib/env.ts: one build serves any origin), not frozen at build time.
  await connection();
  const publicCompanies = getCompanies().filter((company) => storeVisibility(company) === "public");
  return buildSitemap(siteUrl(), publicCompanies, getProducts());
}
