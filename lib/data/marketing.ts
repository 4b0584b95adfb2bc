import "server-only";

import { couponBanners } from "@/fixtures/marketing";
import type { CouponBanner } from "@/lib/marketing/types";

/** product.md §3 coupon banners: the home's coupon block and the customer's coupon wallet show the same list. */
export function getCouponBanners(): CouponBanner[] {
  return [...couponBanners];
}
