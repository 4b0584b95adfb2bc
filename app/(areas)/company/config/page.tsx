import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanySettings } from "@/components/areas/settings/company-settings";
import { orNotFound, requireOwnerScreen } from "@/lib/data/access";
import { getMyStore } from "@/lib/data/my-store";
import { settingsDraftsOf } from "@/lib/settings/store-rows";
import { getRenderTime } from "@/lib/store/render-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companySettings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The store's profile and opening hours from its row, read as the signed-in member (RLS: their own store).
export default async function CompanySettingsPage() {
  const user = await requireOwnerScreen();
  const { loja, role } = orNotFound(await getMyStore(user));
  const { profile, hours } = settingsDraftsOf(loja);
  return (
    <CompanySettings
      profile={profile}
      hours={hours}
      renderedAt={await getRenderTime()}
      readOnly={role !== "dono"}
    />
  );
}
