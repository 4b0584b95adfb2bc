import { LayoutTemplate } from "lucide-react";
import { useTranslations } from "next-intl";

import { CouponBannersEditor } from "@/components/areas/admin/coupon-banners/coupon-banners-editor";
import { PlaceholderCard } from "@/components/areas/admin/placeholders/placeholder-card";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import type { CouponBannerEditorData } from "@/lib/data/coupon-banner-editor";
import type { ThemeEditorData } from "@/lib/data/theme-editor";

import { ThemeEditor } from "./theme-editor";

const SETTINGS_ITEMS = ["blocks", "banners", "featured"] as const;

type LayoutScreenProps = { themeEditor: ThemeEditorData; couponBanners: CouponBannerEditorData };

/**
 * product.md §2 Layout: the site's theme and the home's coupon banners, saved for real, and the page-layout
 * options still to come.
 */
export function LayoutScreen({ themeEditor, couponBanners }: LayoutScreenProps) {
  const t = useTranslations("adminLayout");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      {/* a newly saved theme (or the restored default) starts the editor over from it */}
      <ThemeEditor key={JSON.stringify(themeEditor.saved)} {...themeEditor} />
      <CouponBannersEditor {...couponBanners} />
      <PlaceholderCard
        id="layout-settings"
        icon={LayoutTemplate}
        title={t("settingsTitle")}
        text={t("settingsText")}
        items={SETTINGS_ITEMS.map((key) => t(`settingsItems.${key}`))}
      />
    </div>
  );
}
