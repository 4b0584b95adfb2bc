import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminUserCreateView, AdminUsersRefused } from "@/components/areas/admin/users/admin-user-views";
import { teamRefusal } from "@/lib/admin/administrators";
import { requireArea } from "@/lib/data/access";
import { getAdministrators } from "@/lib/data/admin";
import { getTeamViewer } from "@/lib/data/admin-permissions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("newMetaTitle"), robots: { index: false } };
}

// product.md §2/5: 'Novo Administrador' opens the create form, for an administrator who may add to the team.
export default async function NewAdminUserPage() {
  const user = await requireArea("admin");
  const viewer = await getTeamViewer(user);
  const refused = teamRefusal(viewer, { kind: "create", role: "moderator", permissions: viewer.permissions });
  if (refused) return <AdminUsersRefused refusal={refused} />;
  return <AdminUserCreateView admins={await getAdministrators(user)} viewer={viewer} />;
}
