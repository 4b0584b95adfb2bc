import { NextIntlClientProvider } from "next-intl";
import type { CSSProperties, ReactNode } from "react";

import { CartProvider } from "@/components/cart/cart-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { getSiteTheme } from "@/lib/data/theme";
import { storefrontMessages } from "@/lib/i18n/client-messages";
import { LOCALE } from "@/lib/i18n/constants";
import { themeVariables } from "@/lib/theme/css";
import { editableTheme } from "@/lib/theme/editor";
import messages from "@/messages/pt-BR.json";

// The catalogue never changes while the server runs: filtered once, not on every render.
const clientMessages = storefrontMessages(messages);

/**
 * The document every page renders in: the root layout's, and the unmatched-URL 404's (`global-not-found`,
 * which Next renders without the root layout). The storefront's client catalogue, the cart and the toaster;
 * `head`: elements the root layout puts in <head> (its inline script), before any of the page's chunks run.
 * The site's theme (public.tema) rides on <html> as CSS variables, so every page, static ones included, is
 * drawn in it.
 */
export async function RootDocument({ children, head }: { children: ReactNode; head?: ReactNode }) {
  // the saved theme (a cached read, expired on save) as CSS variables over app/globals.css's defaults
  const theme = await getSiteTheme();
  return (
    // Next 16 turns the smooth scrolling off for a route change only with this flag: without it a new page
    // opened scrolled under the sticky header (~100 px down)
    <html
      lang={LOCALE}
      data-scroll-behavior="smooth"
      data-header-style={theme?.headerStyle ?? "solid"}
      style={theme ? (themeVariables(editableTheme(theme)) as CSSProperties) : undefined}
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document; next/head is the Pages Router's */}
      {head ? <head>{head}</head> : null}
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider messages={clientMessages}>
          <CartProvider>{children}</CartProvider>
          <LazyToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
