import { KeyRound } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { ContactCard } from "@/components/areas/admin/settings/contact-card";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import { TitledCardHeader } from "@/components/areas/admin/titled-card-header";
import { Card } from "@/components/ui/card";
import type { PlatformContact } from "@/lib/settings/platform-contact";

/** product.md §2 Configurações: the Vitrine's contact (settings.edit) and the way to the administrator's password. */
export function SettingsScreen({ contact, canEdit }: { contact: PlatformContact; canEdit: boolean }) {
  const t = useTranslations("adminSettings");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <ContactCard contact={contact} canEdit={canEdit} />
      <Card role="region" aria-labelledby="settings-account-title">
        <TitledCardHeader
          id="settings-account-title"
          icon={KeyRound}
          title={t("account.title")}
          descriptionClassName="flex flex-wrap items-center gap-2"
          description={
            <>
              {t("account.passwordText")}
              <Button asChild variant="outline" size="sm">
                <Link href="/admin/change-password">{t("account.passwordLink")}</Link>
              </Button>
            </>
          }
        />
      </Card>
    </div>
  );
}
