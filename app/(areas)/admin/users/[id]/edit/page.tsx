import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import {
  AdminUserEditView,
  AdminUserMissing,
  AdminUsersRefused,
} from "@/components/areas/admin/users/admin-user-views";
import { findAdministrator, teamRefusal } from "@/lib/admin/administrators";
import { requireArea } from "@/lib/data/access";
import { getAdministrators } from "@/lib/data/admin";
import { getTeamViewer } from "@/lib/data/admin-permissions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("editMetaTitle"), robots: { index: false } };
}

// product.md §2: the edit sub-view of one administrator of the team, if the viewer may edit them.
export default async function EditAdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireArea("admin");
  const [{ id }, viewer, admins] = await Promise.all([params, getTeamViewer(user), getAdministrators(user)]);
  const admin = findAdministrator(admins, id);
  const refused = teamRefusal(viewer, {
    kind: "edit",
    target: admin ?? { id, role: "moderator" },
    role: admin?.role ?? "moderator",
    permissions: viewer.permissions,
  });
  if (refused) return <AdminUsersRefused refusal={refused} />;
  if (!admin) return <AdminUserMissing />;
  return <AdminUserEditView admin={admin} admins={admins} viewer={viewer} />;
}
