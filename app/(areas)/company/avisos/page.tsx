import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NoticesView } from "@/components/areas/notices/notices-view";
import { requireOwnerScreen } from "@/lib/data/access";
import { getNotices } from "@/lib/data/notices";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notices");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md D11: the company's notices (new, ready, delivered and cancelled orders); read marks stay in the browser.
export default async function CompanyNoticesPage() {
  const user = await requireOwnerScreen();
  return <NoticesView area="company" notices={await getNotices(user, "company")} />;
}
