import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CustomerSettings } from "@/components/areas/settings/customer-settings";
import { requireArea } from "@/lib/data/access";
import { DEFAULT_PREFERENCES } from "@/lib/settings/preferences";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerSettings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md D11: notification and privacy preferences; nothing is stored, so every visit starts from the defaults.
export default async function CustomerSettingsPage() {
  await requireArea("customer");
  return <CustomerSettings initial={DEFAULT_PREFERENCES} />;
}
