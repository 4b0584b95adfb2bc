import type { MetadataRoute } from "next";

import type { Company, Product } from "@/fixtures/schemas";

import { absoluteUrl, productPath, storePath } from "./urls";

/**
 * sitemap.xml entries: the home page, /para-empresas, every public store and every product of a public
 * store. Hidden or suspended stores (and their products) are left out: they are not indexable (see
 * lib/store/visibility.ts). URLs are absolute, as the sitemap protocol requires.
 */
export function buildSitemap(
  baseUrl: string,
  publicCompanies: readonly Company[],
  products: readonly Product[],
): MetadataRoute.Sitemap {
  const publicIds = new Set(publicCompanies.map((company) => company.id));
  return [
    { url: absoluteUrl("/", baseUrl), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/para-empresas", baseUrl), changeFrequency: "monthly", priority: 0.5 },
    ...publicCompanies.map((company) => ({
      url: absoluteUrl(storePath(company.id), baseUrl),
      changeFrequency: "daily" as const,
      priority: 0.8,
    })),
    ...products
      .filter((product) => publicIds.has(product.companyId))
      .map((product) => ({
        url: absoluteUrl(productPath(product.id), baseUrl),
        changeFrequency: "weekly" as const,
        priority: 0.6,
      })),
  ];
}
