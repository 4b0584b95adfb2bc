"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

import { footerAccountLinks } from "@/components/layout/footer-links";
import { useSession } from "@/components/session/use-session";

/** The session's items of the footer navigation: the same /api/session answer the header reads. */
export function FooterAccountLinks({ linkClass }: { linkClass: string }) {
  const tNav = useTranslations("nav");
  return footerAccountLinks(useSession()).map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={linkClass}>
        {tNav(link.labelKey)}
      </Link>
    </li>
  ));
}
