import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SettingsScreen } from "@/components/areas/admin/settings/settings-screen";
import { can } from "@/lib/admin/back-office-permissions";
import { requireArea } from "@/lib/data/access";
import { getAdminPermissions } from "@/lib/data/admin-permissions";
import { getPlatformContact } from "@/lib/data/platform-contact";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Configurações: the Vitrine's contact over public.contato_plataforma; saving needs settings.edit.
export default async function AdminSettingsPage() {
  const viewer = await requireArea("admin");
  const [contact, permissions] = await Promise.all([getPlatformContact(), getAdminPermissions(viewer)]);
  return <SettingsScreen contact={contact} canEdit={can(permissions, "settings.edit")} />;
}
