import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { homeHref, parseHomeParams, type RawSearchParams } from "@/lib/store/home-params";
import { readResultsPage } from "@/lib/store/results-page";

/** The home's metadata; search and category views are the same page, so all point search engines at "/". */
export async function homeMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  const tSite = await getTranslations("metadata");
  const image = { url: "/og-default.png", width: 1200, height: 630, alt: t("ogImageAlt") };
  return {
    title: { absolute: t("metaTitle") },
    description: t("metaDescription"),
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      locale: "pt_BR",
      siteName: tSite("siteName"),
      url: "/",
      title: t("metaTitle"),
      description: t("metaDescription"),
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: t("metaTitle"),
      description: t("metaDescription"),
      images: [image],
    },
  };
}

/**
 * /busca's metadata ("/?q=…", "/?categoria=…"): the home's, canonical "/" on every results page like on the
 * first, plus rel prev/next to the neighbouring pages (the same addresses as the page links, term and category
 * kept). A page that does not exist gets the home's: the results themselves answer 404.
 */
export async function searchMetadata({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}): Promise<Metadata> {
  const params = parseHomeParams(await searchParams);
  const [metadata, results] = await Promise.all([homeMetadata(), readResultsPage(params)]);
  if (!results) return metadata;
  const hrefOf = (page: number) => homeHref({ ...params, page });
  const { page, pages } = results;
  return {
    ...metadata,
    pagination: {
      previous: page > 1 ? hrefOf(page - 1) : null,
      next: page < pages ? hrefOf(page + 1) : null,
    },
  };
}
