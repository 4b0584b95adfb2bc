import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminUsersScreen } from "@/components/areas/admin/users/admin-users-screen";
import { AdminUsersRefused } from "@/components/areas/admin/users/admin-user-views";
import { can } from "@/lib/admin/back-office-permissions";
import { requireArea } from "@/lib/data/access";
import { getAdministrators } from "@/lib/data/admin";
import { getTeamViewer } from "@/lib/data/admin-permissions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Administradores: the team from public.administradores, for an administrator with users.view.
export default async function AdminUsersPage() {
  const user = await requireArea("admin");
  const viewer = await getTeamViewer(user);
  if (!can(viewer.permissions, "users.view")) return <AdminUsersRefused refusal="view" />;
  return <AdminUsersScreen admins={await getAdministrators(user)} viewer={viewer} />;
}
