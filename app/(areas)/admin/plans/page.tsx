import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PlansScreen } from "@/components/areas/admin/plans/plans-screen";
import { planPermissions } from "@/lib/admin/back-office-permissions";
import { requireArea } from "@/lib/data/access";
import { getAdminPermissions } from "@/lib/data/admin-permissions";
import { getAdminPlans } from "@/lib/data/plans";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPlans");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Planos: every plan of the planos table, active or not; writes as the viewer's permissions allow.
export default async function AdminPlansPage() {
  const viewer = await requireArea("admin");
  const [plans, permissions] = await Promise.all([getAdminPlans(viewer), getAdminPermissions(viewer)]);
  return <PlansScreen plans={plans} permissions={planPermissions(permissions)} />;
}
