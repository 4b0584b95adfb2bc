import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CategoriesScreen } from "@/components/areas/admin/categories/categories-screen";
import { categoryPermissions } from "@/lib/admin/back-office-permissions";
import { requireArea } from "@/lib/data/access";
import { getAdminPermissions } from "@/lib/data/admin-permissions";
import { getAdminCategories } from "@/lib/data/categories";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCategories");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 'Gestão de Categorias': the real categorias table (RLS-checked writes), checked on the server first.
export default async function AdminCategoriesPage() {
  const viewer = await requireArea("admin");
  const [categories, permissions] = await Promise.all([getAdminCategories(), getAdminPermissions(viewer)]);
  return <CategoriesScreen categories={categories} permissions={categoryPermissions(permissions)} />;
}
