import { cacheLife } from "next/cache";

import { FooterContent, type FooterCategory } from "@/components/layout/footer-content";
import { getSiteContact } from "@/lib/data/platform-contact";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/constants";

const yearFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: "numeric" });

// Reading the clock inside a cached scope keeps pages prerenderable; a day-long life is plenty for a year.
async function copyrightYear(): Promise<string> {
  "use cache";
  cacheLife("days");
  return yearFormat.format(new Date());
}

/** The shared footer: links, optional categories, the Vitrine's contact (/admin/settings) and '© {ano} Vitrine'. */
export async function SiteFooter({ categories }: { categories?: readonly FooterCategory[] }) {
  const [year, contact] = await Promise.all([copyrightYear(), getSiteContact()]);
  return <FooterContent year={year} contact={contact} categories={categories} />;
}
