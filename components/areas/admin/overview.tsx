import { useTranslations } from "next-intl";

import { OverviewSummary } from "@/components/areas/admin/overview-summary";
import { OverviewThemeEditor } from "@/components/areas/admin/overview-theme-editor";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { SectionHeading } from "@/components/areas/section-heading";
import type { EditableTheme } from "@/lib/areas/theme-editor";

/** product.md §2 Admin area: the dashboard, summary cards and the theme colour editor. */
export function AdminOverview({ themeDefaults }: { themeDefaults: EditableTheme }) {
  const t = useTranslations("adminDashboard");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <section aria-labelledby="admin-summary-heading">
        <SectionHeading id="admin-summary-heading">{t("summaryTitle")}</SectionHeading>
        <OverviewSummary />
      </section>
      <OverviewThemeEditor defaults={themeDefaults} />
    </div>
  );
}
