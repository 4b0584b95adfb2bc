import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminUserCreateView } from "@/components/areas/admin/users/admin-user-views";
import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminUsers");
  return { title: t("newMetaTitle"), robots: { index: false } };
}

// product.md §2/5: 'Novo Administrador' opens the create form.
export default async function NewAdminUserPage() {
  await requireArea("admin");
  return <AdminUserCreateView />;
}
