import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminOverview } from "@/components/areas/admin/overview";
import { editableTheme } from "@/lib/areas/theme-editor";
import { requireArea } from "@/lib/data/access";
import { getDefaultTheme } from "@/lib/data/theme";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Admin dashboard: fixed summary numbers and the theme editor seeded from the default theme.
export default async function AdminDashboardPage() {
  await requireArea("admin");
  return <AdminOverview themeDefaults={editableTheme(getDefaultTheme())} />;
}
