import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CourierScreen } from "@/components/courier/courier-screen";
import { requireArea } from "@/lib/data/access";
import { getCourierDay } from "@/lib/data/courier";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entregador");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** product.md §2: the courier's screen, their orders read as them (RLS: the stores they deliver for). */
export default async function EntregadorPage() {
  const user = await requireArea("entregador");
  return <CourierScreen day={await getCourierDay(user)} />;
}
