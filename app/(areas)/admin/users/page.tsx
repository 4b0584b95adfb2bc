import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminUsersScreen } from "@/components/areas/admin/users/admin-users-screen";
import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Administradores: the cards come from the layout's session copy of the sample data.
export default async function AdminUsersPage() {
  await requireArea("admin");
  return <AdminUsersScreen />;
}
