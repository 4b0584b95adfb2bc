import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { accountMessages } from "@/lib/i18n/client-messages";
import messages from "@/messages/pt-BR.json";

// The catalogue never changes while the server runs: filtered once, not on every render.
const clientMessages = accountMessages(messages);

/**
 * The client catalogue of the shopper's own screens: the root provider's storefront namespaces plus the ones
 * only sign-in, sign-up, checkout, orders and the profile read, so public pages never carry them.
 */
export function AccountMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>;
}
