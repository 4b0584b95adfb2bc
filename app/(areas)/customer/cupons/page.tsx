import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CouponWallet } from "@/components/areas/customer-coupons/coupon-wallet";
import { requireArea } from "@/lib/data/access";
import { getCouponBanners } from "@/lib/data/marketing";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerCoupons");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md D11: the coupon banners of the home page, kept as the customer's wallet.
export default async function CustomerCouponsPage() {
  await requireArea("customer");
  return <CouponWallet coupons={await getCouponBanners()} />;
}
