import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NoticesView } from "@/components/areas/notices/notices-view";
import { requireOwnerScreen } from "@/lib/data/access";
import { getNoticesWithReads } from "@/lib/data/notices";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notices");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md D11: the company's notices (new, ready, delivered and cancelled orders); read marks in public.avisos_lidos.
export default async function CompanyNoticesPage() {
  const user = await requireOwnerScreen();
  const { notices, state } = await getNoticesWithReads(user, "company");
  return <NoticesView area="company" notices={notices} readState={state} />;
}
