import type { MetadataRoute } from "next";
import { connection } from "next/server";

import { getCompanies, getProducts, getShopperProducts } from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { buildSitemap } from "@/lib/seo/sitemap";
import { PRODUCTS_PER_PAGE, pageCount } from "@/lib/store/pagination";
import { storeVisibility } from "@/lib/store/visibility";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // SITE_URL is read per request (lib/env.ts: one build serves any origin), not frozen at build time.
  await connection();
  const [companies, products, shopperProducts] = await Promise.all([
    getCompanies(),
    getProducts(),
    getShopperProducts(Date.now()),
  ]);
  const publicCompanies = companies.filter((company) => storeVisibility(company) === "public");
  const listPages = pageCount(shopperProducts.length, PRODUCTS_PER_PAGE);
  return buildSitemap(siteUrl(), publicCompanies, products, listPages);
}
