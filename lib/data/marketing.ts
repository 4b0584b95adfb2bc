import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { bannerFromRow } from "@/lib/marketing/coupon-banners";
import type { CouponBanner } from "@/lib/marketing/types";
import { createPublicClient } from "@/lib/supabase/public";

/**
 * The one door to the home's coupon banners (public.cupons_destaque through public.cupons_em_destaque: the
 * banners whose coupon is on and valid today, by position). A public read, cached for an hour at most (a coupon
 * that ends at midnight leaves the home within the hour) under a tag /admin/layout's saves expire
 * (lib/admin/coupon-banner-actions.ts), so the prerendered home and the shoppers' wallet show an edit at once.
 */

/** Tag to pass to updateTag after cupons_destaque changes. */
export const COUPON_BANNERS_CACHE_TAG = "cupons-destaque";

/** product.md §3: the home's coupon block and the customer's coupon wallet show the same list. A failure throws, never cached. */
export async function getCouponBanners(): Promise<CouponBanner[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(COUPON_BANNERS_CACHE_TAG);
  const { data, error } = await createPublicClient().rpc("cupons_em_destaque");
  if (error) throw new Error(`Falha ao carregar os cupons em destaque: ${error.message}`);
  return data.map(bannerFromRow);
}

/** The home's block: without the banners when they cannot be read (the rest of the page still renders). */
export async function getHomeCouponBanners(): Promise<CouponBanner[]> {
  try {
    return await getCouponBanners();
  } catch (error) {
    console.error("[home] could not load the coupon banners; the block is left out", error);
    return [];
  }
}
