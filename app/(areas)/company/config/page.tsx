import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanySettings } from "@/components/areas/settings/company-settings";
import { orNotFound, requireArea } from "@/lib/data/access";
import { getCompany } from "@/lib/data/catalog";
import { companyIdOf } from "@/lib/data/viewer";
import { toWeekDraft } from "@/lib/settings/opening-hours";
import { toProfileDraft } from "@/lib/settings/store-profile";
import { getRenderTime } from "@/lib/store/render-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companySettings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// Issue 11: the store's profile and opening hours, pre-filled from the company the account works on.
export default async function CompanySettingsPage() {
  const user = await requireArea("company");
  const company = orNotFound(getCompany(orNotFound(companyIdOf(user))));
  return (
    <CompanySettings
      profile={toProfileDraft(company)}
      hours={toWeekDraft(company.openingHours)}
      renderedAt={await getRenderTime()}
    />
  );
}
