import { useTranslations } from "next-intl";

import { FooterAccountLinks } from "@/components/layout/footer-account-links";
import { FOOTER_LINKS } from "@/components/layout/footer-links";
import { SiteLogo } from "@/components/layout/site-logo";
import { IntentLink } from "@/components/ui/intent-link";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { INFO_PAGES } from "@/lib/info-pages";
import { whatsappHref } from "@/lib/orders/links";
import type { PlatformContact } from "@/lib/settings/platform-contact";
import { cn } from "@/lib/utils";

export type FooterCategory = { name: string; href: string };

// app/globals.css: every page repeats it a dozen times, in the HTML and in its payload
const linkClass = "footer-link";

/** The footer's markup; `year` comes from the caller so rendering never reads the clock. */
export function FooterContent({
  year,
  contact,
  categories = [],
}: {
  year: string;
  contact: PlatformContact;
  categories?: readonly FooterCategory[];
}) {
  const t = useTranslations("footer");
  const tNav = useTranslations("nav");
  return (
    <footer className="no-print mt-auto border-t bg-muted below-fold [--fold-h:35rem]">
      <div
        className={cn(
          "mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2",
          categories.length > 0 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        <div className="flex flex-col gap-3">
          <SiteLogo className="self-start" />
          <p className="text-sm text-muted-foreground">{t("about")}</p>
        </div>
        <nav aria-labelledby="footer-nav-title" className="flex flex-col gap-3">
          <h2 id="footer-nav-title" className="font-semibold">
            {t("navTitle")}
          </h2>
          <ul className="flex flex-col gap-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className={linkClass}>
                  {tNav(link.labelKey)}
                </IntentLink>
              </li>
            ))}
            {/* last, so the items that follow the session move nothing else when they arrive */}
            <FooterAccountLinks linkClass={linkClass} />
          </ul>
        </nav>
        {categories.length > 0 ? (
          <nav aria-labelledby="footer-categories-title" className="flex flex-col gap-3">
            <h2 id="footer-categories-title" className="font-semibold">
              {t("categoriesTitle")}
            </h2>
            <ul className="flex flex-col gap-2">
              {categories.map((category) => (
                <li key={category.href}>
                  <IntentLink href={category.href} className={linkClass}>
                    {category.name}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="flex flex-col gap-3">
          <h2 className="font-semibold">{t("contactTitle")}</h2>
          <a href={`mailto:${contact.email}`} className={`${linkClass} flex items-center gap-2`}>
            <SpriteIcon name="mail" className="size-4" />
            {contact.email}
          </a>
          {contact.whatsapp ? (
            <a href={whatsappHref(contact.whatsapp)} className={linkClass}>
              {t("contactWhatsapp", { phone: contact.whatsapp })}
            </a>
          ) : null}
          <p className="text-sm text-muted-foreground">{t("contactHours", { hours: contact.hours })}</p>
        </div>
      </div>
      <div className="flex flex-col items-center gap-2 border-t px-4 py-4 text-center text-sm text-muted-foreground">
        <nav aria-label={t("infoTitle")}>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            {INFO_PAGES.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className={linkClass}>
                  {t(link.labelKey)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t("demoNotice")}</p>
        <p>{t("copyright", { year })}</p>
      </div>
    </footer>
  );
}
