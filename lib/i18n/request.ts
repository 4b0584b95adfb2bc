import { getRequestConfig } from "next-intl/server";

import messages from "@/messages/pt-BR.json";

export const LOCALE = "pt-BR";
export const TIME_ZONE = "America/Sao_Paulo";

// Fixed locale, no locale in URLs: reading no cookie or header here keeps every page static.
export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages,
}));
