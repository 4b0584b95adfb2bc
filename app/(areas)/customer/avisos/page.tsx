import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NoticesView } from "@/components/areas/notices/notices-view";
import { requireArea } from "@/lib/data/access";
import { getNoticesWithReads } from "@/lib/data/notices";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notices");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md D11: the customer's order updates and coupons; read marks in public.avisos_lidos.
export default async function CustomerNoticesPage() {
  const user = await requireArea("customer");
  const { notices, state } = await getNoticesWithReads(user, "customer");
  return <NoticesView area="customer" notices={notices} readState={state} />;
}
