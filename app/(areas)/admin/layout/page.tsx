import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LayoutPlaceholder } from "@/components/areas/admin/placeholders/layout-placeholder";
import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPlaceholders.layout");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Layout: a placeholder with the cards 'Configurações de Layout' and 'Temas'.
export default async function AdminLayoutPage() {
  await requireArea("admin");
  return <LayoutPlaceholder />;
}
