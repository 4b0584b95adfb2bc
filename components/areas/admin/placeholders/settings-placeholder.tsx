import { Settings } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";

import { PlaceholderCard } from "./placeholder-card";

const ITEMS = ["platform", "delivery", "notifications", "payments"] as const;

/** product.md §2 Configurações: a placeholder that names what will live here. */
export function SettingsPlaceholder() {
  const t = useTranslations("adminPlaceholders.settings");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <PlaceholderCard
        id="platform-settings"
        icon={Settings}
        title={t("cardTitle")}
        text={t("cardText")}
        items={ITEMS.map((key) => t(`items.${key}`))}
      >
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t("passwordText")}
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/change-password">{t("passwordLink")}</Link>
          </Button>
        </p>
      </PlaceholderCard>
    </div>
  );
}
