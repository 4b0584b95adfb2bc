import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdvertiserBilling } from "@/components/areas/advertiser/advertiser-billing";
import { requireArea } from "@/lib/data/access";
import { getAdvertiserBilling } from "@/lib/data/advertiser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("advertiserBilling");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 /advertiser/billing: the advertiser's plan, its limits in use and the monthly statement.
export default async function AdvertiserBillingPage() {
  const user = await requireArea("advertiser");
  return <AdvertiserBilling billing={await getAdvertiserBilling(user)} />;
}
