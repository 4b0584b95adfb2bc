import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { getSiteContact } from "@/lib/data/platform-contact";
import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

import { InfoPage } from "@/components/legal/info-page";
import { TERMS_SECTIONS, LegalSections } from "@/components/legal/legal-sections";

const PATH = "/termos";

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata("legal.terms", PATH);
}

/** product.md D13: the terms of use the footer links to; static, like every institutional page. */
export default async function TermsPage() {
  const [t, contact] = await Promise.all([getTranslations("legal.terms"), getSiteContact()]);
  return (
    <InfoPage title={t("title")} intro={t("intro")} contactEmail={contact.email}>
      <LegalSections namespace="legal.terms" sections={TERMS_SECTIONS} />
    </InfoPage>
  );
}
