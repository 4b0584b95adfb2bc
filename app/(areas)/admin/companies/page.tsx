import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompaniesScreen } from "@/components/areas/admin/companies/companies-screen";
import { companyPermissions } from "@/lib/admin/back-office-permissions";
import { requireArea } from "@/lib/data/access";
import { getAdminCompanies } from "@/lib/data/admin";
import { getStoreSignupCategories } from "@/lib/data/categories";
import { getAdminPermissions } from "@/lib/data/admin-permissions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCompanies");
  return { title: t("metaTitle"), robots: { index: false } };
}

// 'Empresas': every store of the lojas table, pending applications first among the newest.
export default async function AdminCompaniesPage() {
  const user = await requireArea("admin");
  const [companies, permissions, categories] = await Promise.all([
    getAdminCompanies(user),
    getAdminPermissions(user),
    getStoreSignupCategories(),
  ]);
  return (
    <CompaniesScreen
      companies={companies}
      permissions={companyPermissions(permissions)}
      categories={categories}
    />
  );
}
