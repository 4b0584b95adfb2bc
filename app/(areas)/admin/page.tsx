import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminOverview } from "@/components/areas/admin/overview";
import { defaultTheme } from "@/fixtures/theme";
import { themeColors } from "@/lib/areas/theme-editor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminDashboard");
  return { title: t("metaTitle"), robots: { index: false } };
}

// spec 2 Admin dashboard: fixed summary numbers and the theme editor seeded from the default theme.
export default function AdminDashboardPage() {
  return <AdminOverview themeDefaults={themeColors(defaultTheme)} />;
}
