import type { MetadataRoute } from "next";

import { storeVisibility } from "@/components/store/store-page/store-visibility";
import { getCompanies, getProducts } from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { buildSitemap } from "@/lib/seo/sitemap";

export default function sitemap(): MetadataRoute.Sitemap {
  const publicCompanies = getCompanies().filter((company) => storeVisibility(company) === "public");
  return buildSitemap(siteUrl(), publicCompanies, getProducts());
}
