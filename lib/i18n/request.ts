import { getRequestConfig } from "next-intl/server";

import messages from "@/messages/pt-BR.json";

import { LOCALE, TIME_ZONE } from "./constants";

// Fixed locale, no locale in URLs: reading no cookie or header here keeps every page static.
export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages,
}));
