import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { CartProvider } from "@/components/cart/cart-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { inter } from "@/lib/fonts";
import { storefrontMessages } from "@/lib/i18n/client-messages";
import { LOCALE } from "@/lib/i18n/constants";
import messages from "@/messages/pt-BR.json";

// The catalogue never changes while the server runs: filtered once, not on every render.
const clientMessages = storefrontMessages(messages);

/**
 * The document every page renders in: the root layout's, and the unmatched-URL 404's (`global-not-found`,
 * which Next renders without the root layout). The storefront's client catalogue, the cart and the toaster;
 * `scripts`: the root layout's `beforeInteractive` scripts (Next allows that strategy only there).
 */
export function RootDocument({ children, scripts }: { children: ReactNode; scripts?: ReactNode }) {
  return (
    <html lang={LOCALE} className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {scripts}
        <NextIntlClientProvider messages={clientMessages}>
          <CartProvider>{children}</CartProvider>
          <LazyToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
