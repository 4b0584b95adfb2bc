import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import Script from "next/script";

import { CartProvider } from "@/components/cart/cart-provider";
import { Toaster } from "@/components/ui/sonner";
import { siteUrl } from "@/lib/env";
import { inter } from "@/lib/fonts";
import { storefrontMessages } from "@/lib/i18n/client-messages";
import { LOCALE } from "@/lib/i18n/constants";
import messages from "@/messages/pt-BR.json";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
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

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1E88E5",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LOCALE} className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {/* zod probes `new Function` to compile parsers, which the CSP (no 'unsafe-eval') reports as a
            violation; its global config turns that off before any client module builds a schema. */}
        <Script id="zod-jitless" strategy="beforeInteractive">
          {"globalThis.__zod_globalConfig={jitless:true};"}
        </Script>
        <NextIntlClientProvider messages={storefrontMessages(messages)}>
          <CartProvider>{children}</CartProvider>
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
