import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";

import { siteUrl } from "@/lib/env";

/** The site-wide metadata: the root layout's, and the base of the unmatched-URL 404's (global-not-found). */
export async function rootMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("defaultTitle"), template: t("titleTemplate") },
    description: t("description"),
    applicationName: t("siteName"),
    openGraph: {
      siteName: t("siteName"),
      locale: "pt_BR",
      type: "website",
      images: [{ url: "/og-default.png", width: 1200, height: 630, alt: t("defaultTitle") }],
    },
    twitter: { card: "summary_large_image" },
    icons: { icon: "/icon.svg", apple: "/apple-icon.png" },
  };
}

export const rootViewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1E88E5",
};
