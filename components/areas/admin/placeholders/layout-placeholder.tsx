import { LayoutTemplate, Palette } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";

import { PlaceholderCard } from "./placeholder-card";

const SETTINGS_ITEMS = ["blocks", "banners", "featured"] as const;

/** product.md §2 Layout: a placeholder with the cards 'Configurações de Layout' and 'Temas'. */
export function LayoutPlaceholder() {
  const t = useTranslations("adminPlaceholders.layout");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PlaceholderCard
          id="layout-settings"
          icon={LayoutTemplate}
          title={t("settingsTitle")}
          text={t("settingsText")}
          items={SETTINGS_ITEMS.map((key) => t(`settingsItems.${key}`))}
        />
        <PlaceholderCard id="layout-themes" icon={Palette} title={t("themesTitle")} text={t("themesText")}>
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link href="/admin">{t("themesLink")}</Link>
          </Button>
        </PlaceholderCard>
      </div>
    </div>
  );
}
