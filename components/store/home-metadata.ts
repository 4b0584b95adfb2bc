import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

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
