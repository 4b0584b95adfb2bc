import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

import { InfoPage } from "@/components/legal/info-page";
import { PRIVACY_SECTIONS, LegalSections } from "@/components/legal/legal-sections";

const PATH = "/privacidade";

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata("legal.privacy", PATH);
}

/** product.md D13: the privacy policy (LGPD, Lei 13.709/2018): what the app keeps, why, and the holder's rights. */
export default async function PrivacyPage() {
  const t = await getTranslations("legal.privacy");
  return (
    <InfoPage title={t("title")} intro={t("intro")} contactEmail={t("contactEmail")}>
      <LegalSections namespace="legal.privacy" sections={PRIVACY_SECTIONS} />
    </InfoPage>
  );
}
