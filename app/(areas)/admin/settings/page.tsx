import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SettingsPlaceholder } from "@/components/areas/admin/placeholders/settings-placeholder";
import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPlaceholders.settings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Configurações: a placeholder that says what will live here.
export default async function AdminSettingsPage() {
  await requireArea("admin");
  return <SettingsPlaceholder />;
}
