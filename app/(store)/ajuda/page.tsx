import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { getSiteContact } from "@/lib/data/platform-contact";
import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

import { HELP_TOPICS, HelpTopics } from "@/components/legal/help-topics";
import { InfoPage } from "@/components/legal/info-page";

const PATH = "/ajuda";

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata("help", PATH);
}

/** product.md D13: the help centre the footer links to: questions on orders, payment, delivery, hours, accounts. */
export default async function HelpPage() {
  const [t, contact] = await Promise.all([getTranslations("help"), getSiteContact()]);
  return (
    <InfoPage title={t("title")} intro={t("intro")} contactEmail={contact.email}>
      <HelpTopics topics={HELP_TOPICS} contact={contact} />
    </InfoPage>
  );
}
