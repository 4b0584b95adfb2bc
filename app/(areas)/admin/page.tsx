import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminOverview } from "@/components/areas/admin/overview";
import { requireArea } from "@/lib/data/access";
import { getAdminDashboardSummary } from "@/lib/data/admin";
import { getThemeEditor } from "@/lib/data/theme-editor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Admin dashboard: summary cards from the stores and orders, and the theme editor.
export default async function AdminDashboardPage() {
  const user = await requireArea("admin");
  const [summary, themeEditor] = await Promise.all([getAdminDashboardSummary(user), getThemeEditor(user)]);
  return <AdminOverview summary={summary} themeEditor={themeEditor} />;
}
