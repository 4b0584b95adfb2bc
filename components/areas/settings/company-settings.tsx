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
  /** Only the store's owner saves; its entregador sees the same screen without the save buttons. */
  readOnly: boolean;
};

/** /company/config: the store profile and the weekly opening hours, each saved on its own. */
export function CompanySettings({ profile, hours, renderedAt, readOnly }: CompanySettingsProps) {
  const t = useTranslations("companySettings");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      {readOnly ? (
        <p role="note" className="rounded-md border bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t("readOnly")}
        </p>
      ) : null}
      <StoreProfileForm initial={profile} readOnly={readOnly} />
      <OpeningHoursEditor
        initial={hours}
        storeName={profile.name}
        renderedAt={renderedAt}
        readOnly={readOnly}
      />
    </div>
  );
}
