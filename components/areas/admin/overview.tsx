import { useTranslations } from "next-intl";

import { OverviewSummary } from "@/components/areas/admin/overview-summary";
import { ThemeEditor } from "@/components/areas/admin/theme/theme-editor";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { SectionHeading } from "@/components/areas/section-heading";
import type { AdminDashboardSummary } from "@/lib/data/admin";
import type { ThemeEditorData } from "@/lib/data/theme-editor";

/** product.md §2 Admin area: the dashboard, summary cards and the theme colour editor. */
type AdminOverviewProps = { summary: AdminDashboardSummary; themeEditor: ThemeEditorData };

export function AdminOverview({ summary, themeEditor }: AdminOverviewProps) {
  const t = useTranslations("adminDashboard");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <section aria-labelledby="admin-summary-heading">
        <SectionHeading id="admin-summary-heading">{t("summaryTitle")}</SectionHeading>
        <OverviewSummary summary={summary} />
      </section>
      {/* a newly saved theme (or the restored default) starts the editor over from it */}
      <ThemeEditor key={JSON.stringify(themeEditor.saved)} {...themeEditor} />
    </div>
  );
}
