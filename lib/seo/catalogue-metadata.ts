import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { pageMetadata } from "./page-metadata";

/**
 * Metadata of a static page whose title and description are the catalogue's `{namespace}.metaTitle` and
 * `{namespace}.metaDescription` (Para Empresas, Termos, Privacidade, Ajuda, the product list).
 */
export async function catalogueMetadata(
  namespace: string,
  path: string,
  values?: Record<string, string | number>,
): Promise<Metadata> {
  const [t, tSite] = await Promise.all([getTranslations(namespace), getTranslations("metadata")]);
  return pageMetadata({
    title: t("metaTitle", values),
    description: t("metaDescription", values),
    path,
    siteName: tSite("siteName"),
  });
}
