import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import {
  AdminUserMissing,
  AdminUserPasswordView,
  AdminUsersRefused,
} from "@/components/areas/admin/users/admin-user-views";
import { findAdministrator, teamRefusal } from "@/lib/admin/administrators";
import { requireArea } from "@/lib/data/access";
import { getAdministrators } from "@/lib/data/admin";
import { getTeamViewer } from "@/lib/data/admin-permissions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("passwordMetaTitle"), robots: { index: false } };
}

// product.md §2/5: 'Senha' of one administrator: Supabase Auth e-mails them a link to set a new password.
export default async function AdminUserPasswordPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireArea("admin");
  const [{ id }, viewer, admins] = await Promise.all([params, getTeamViewer(user), getAdministrators(user)]);
  const admin = findAdministrator(admins, id);
  const refused = teamRefusal(viewer, { kind: "resetPassword", target: admin ?? { id, role: "moderator" } });
  if (refused) return <AdminUsersRefused refusal={refused} />;
  if (!admin) return <AdminUserMissing />;
  return <AdminUserPasswordView admin={admin} />;
}
