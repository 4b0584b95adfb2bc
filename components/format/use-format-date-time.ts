import { useTranslations } from "next-intl";

import { dateTimeParts } from "@/lib/format";

/** 'dd/mm/aaaa às HH:mm' with the joining words from the catalogue; server or client components. */
export function useFormatDateTime(): (value: string | Date) => string {
  const t = useTranslations("format");
  return (value) => t("dateTime", dateTimeParts(value));
}
