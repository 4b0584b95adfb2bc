import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PlansScreen } from "@/components/areas/admin/plans/plans-screen";
import { requireArea } from "@/lib/data/access";
import { getPlans } from "@/lib/data/plans";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPlans");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Planos: every company and advertiser plan of product.md §9; the client filters by type.
export default async function AdminPlansPage() {
  await requireArea("admin");
  return <PlansScreen plans={getPlans()} />;
}
