import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import type { WeekDraft } from "@/lib/settings/opening-hours";
import type { StoreProfileDraft } from "@/lib/settings/store-profile";

import { OpeningHoursEditor } from "./opening-hours-editor";
import { StoreProfileForm } from "./store-profile-form";

type CompanySettingsProps = {
  profile: StoreProfileDraft;
  hours: WeekDraft;
  renderedAt: number;
};

/** /company/config: the store profile (spec 3 Company) and the weekly opening hours, each saved on its own. */
export function CompanySettings({ profile, hours, renderedAt }: CompanySettingsProps) {
  const t = useTranslations("companySettings");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <StoreProfileForm initial={profile} />
      <OpeningHoursEditor initial={hours} storeName={profile.name} renderedAt={renderedAt} />
    </div>
  );
}
