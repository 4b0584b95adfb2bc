import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CustomerSettings } from "@/components/areas/settings/customer-settings";
import { requireArea } from "@/lib/data/access";
import { getOwnPreferences } from "@/lib/data/profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerSettings");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md D11: notification and privacy preferences, read back from the shopper's own profile.
export default async function CustomerSettingsPage() {
  const user = await requireArea("customer");
  return <CustomerSettings initial={await getOwnPreferences(user)} />;
}
