import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompaniesScreen } from "@/components/areas/admin/companies/companies-screen";
import { requireArea } from "@/lib/data/access";
import { getAdminCompanies } from "@/lib/data/admin";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCompanies");
  return { title: t("metaTitle"), robots: { index: false } };
}

// 'Empresas': every store of the lojas table, pending applications first among the newest.
export default async function AdminCompaniesPage() {
  const user = await requireArea("admin");
  return <CompaniesScreen companies={await getAdminCompanies(user)} />;
}
