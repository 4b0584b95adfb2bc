"use client";

import { useTranslations } from "next-intl";

import { footerAccountLinks } from "@/components/layout/footer-links";
import { useSession } from "@/components/session/use-session";
import { IntentLink } from "@/components/ui/intent-link";

/** The session's items of the footer navigation: the same /api/session answer the header reads. */
export function FooterAccountLinks({ linkClass }: { linkClass: string }) {
  const tNav = useTranslations("nav");
  return footerAccountLinks(useSession()).map((link) => (
    <li key={link.href}>
      <IntentLink href={link.href} className={linkClass}>
        {tNav(link.labelKey)}
      </IntentLink>
    </li>
  ));
}
