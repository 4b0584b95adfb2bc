import { z } from "zod";

import { uuid } from "@/lib/schema/primitives";

/** The home's coupon banners (marketplace coupons, not a store's). */

export const couponBannerSchema = z.object({
  id: uuid,
  title: z.string().min(1),
  subtitle: z.string().min(1),
  code: z.string().regex(/^[A-Z0-9]+$/),
});
export type CouponBanner = z.infer<typeof couponBannerSchema>;
