import type { MetadataRoute } from "next";

import type { Company, Product } from "@/lib/catalog/types";
import { INFO_PAGES } from "@/lib/info-pages";
import { productListHref } from "@/lib/store/product-list";

import { absoluteUrl, productPath, storePath } from "./urls";

/**
 * sitemap.xml entries: the home page, /para-empresas, every page of the product list (/produtos, /produtos/2
 * ...), every public store, every product of a public store and the institutional pages (termos,
 * privacidade, ajuda). Hidden or suspended stores (and their products) are left out: they are not
 * indexable (see lib/store/visibility.ts). URLs are absolute, as the sitemap protocol requires.
 */
export function buildSitemap(
  baseUrl: string,
  publicCompanies: readonly Company[],
  products: readonly Product[],
  productListPages: number,
): MetadataRoute.Sitemap {
  const publicIds = new Set(publicCompanies.map((company) => company.id));
  return [
    { url: absoluteUrl("/", baseUrl), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/para-empresas", baseUrl), changeFrequency: "monthly", priority: 0.5 },
    ...Array.from({ length: productListPages }, (_, index) => ({
      url: absoluteUrl(productListHref(index + 1), baseUrl),
      changeFrequency: "daily" as const,
      priority: 0.7,
    })),
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
    ...INFO_PAGES.map((page) => ({
      url: absoluteUrl(page.href, baseUrl),
      changeFrequency: "yearly" as const,
      priority: 0.3,
    })),
  ];
}
