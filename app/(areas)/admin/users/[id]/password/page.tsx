import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminUserPasswordView } from "@/components/areas/admin/users/admin-user-views";
import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("passwordMetaTitle"), robots: { index: false } };
}

// product.md §2/5: the change-password sub-view of one administrator (looked up in the session's list).
export default async function AdminUserPasswordPage({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("admin");
  const { id } = await params;
  return <AdminUserPasswordView id={id} />;
}
