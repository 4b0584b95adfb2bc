import { useTranslations } from "next-intl";

import { OverviewSummary } from "@/components/areas/admin/overview-summary";
import { OverviewThemeEditor } from "@/components/areas/admin/overview-theme-editor";
import { SectionHeading } from "@/components/areas/section-heading";
import type { ThemeColors } from "@/lib/areas/theme-editor";

/** spec 2 Admin area: the dashboard, summary cards and the theme colour editor. */
export function AdminOverview({ themeDefaults }: { themeDefaults: ThemeColors }) {
  const t = useTranslations("adminDashboard");
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <section aria-labelledby="admin-summary-heading">
        <SectionHeading id="admin-summary-heading">{t("summaryTitle")}</SectionHeading>
        <OverviewSummary />
      </section>
      <OverviewThemeEditor defaults={themeDefaults} />
    </div>
  );
}
