import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminUserEditView } from "@/components/areas/admin/users/admin-user-views";
import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("editMetaTitle"), robots: { index: false } };
}

// product.md §2: the edit sub-view; the administrator may exist only in this session, so the client looks it up.
export default async function EditAdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("admin");
  const { id } = await params;
  return <AdminUserEditView id={id} />;
}
